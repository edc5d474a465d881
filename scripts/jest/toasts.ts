// Records the toasts raised through shared's helpers: type, text, duration and position, as
// react-toastify was asked to show them (no container needed).
import { jest } from '@jest/globals';
import { toast } from 'react-toastify/unstyled';
import { loadToastify } from 'shared';

export interface RaisedToast {
  type: 'success' | 'error' | 'info';
  text: string;
  autoClose: unknown;
  position: unknown;
}

/** Spies on toast.success/error/info (undone by jest.restoreAllMocks()); returns the list they fill. */
export async function recordToasts(): Promise<RaisedToast[]> {
  await loadToastify();
  const raised: RaisedToast[] = [];
  for (const type of ['success', 'error', 'info'] as const) {
    jest.spyOn(toast, type).mockImplementation((content, options) => {
      raised.push({
        type,
        text: String(content as unknown),
        autoClose: options?.autoClose,
        position: options?.position,
      });
      return 'toast-id';
    });
  }
  return raised;
}

/** Toasts are raised a tick after the action that asked for them (react-toastify loads lazily). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
