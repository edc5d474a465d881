import { useEffect, useRef } from 'react';

/** Calls `onBack` each time the browser says the network is back, to catch up at once. */
export function useWhenOnline(onBack: () => void): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    const back = () => latest.current();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
}
