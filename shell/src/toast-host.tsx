import { useEffect, useState } from 'react';
import { whenToastifyLoaded } from 'shared';

type Toastify = Parameters<Parameters<typeof whenToastifyLoaded>[0]>[0];

/**
 * The site's one ToastContainer (top-right, 2s). It mounts when the first notification loads
 * react-toastify, so pages that raise none never download it; toasts raised just before are queued.
 */
export function ToastHost() {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  useEffect(
    () =>
      whenToastifyLoaded((module) => {
        void import('react-toastify/ReactToastify.css');
        setToastify(module);
      }),
    [],
  );
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer position="top-right" autoClose={2000} />;
}
