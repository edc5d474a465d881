import type * as ReactToastify from 'react-toastify/unstyled';
import type { Id } from 'react-toastify/unstyled';
import { sayInPage } from './i18n/said-book.js';

// Every toast says Aboki's own English texts (a fallback, a spec text the browser shows itself) in
// the page's language; the server's messages arrive in it already and pass through unchanged.

// Notifications use react-toastify, a shared singleton, so a toast raised in any remote lands in
// the shell's one container. It is loaded on the first notification, not with the page: most
// visits raise none, and every byte counts on mobile data. `/unstyled` keeps CSS out of JS (CSP).
type Toastify = typeof ReactToastify;

const POSITION = 'top-right';

let toastify: Promise<Toastify> | null = null;
let loaded: Toastify | null = null;
const listeners = new Set<(module: Toastify) => void>();

/** Loads react-toastify once; a failed download is forgotten so the next notification retries. */
export function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify/unstyled').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener(module);
      listeners.clear();
      return module;
    },
    (error: unknown) => {
      toastify = null;
      throw error;
    },
  );
  return toastify;
}

/**
 * Calls back when react-toastify has loaded (at once if it has): the shell mounts its container
 * then. Toasts raised before the container mounts are queued by react-toastify and shown on mount.
 */
export function whenToastifyLoaded(listener: (module: Toastify) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Success toast; spec §9's default duration is 2s. */
export async function notifySuccess(text: string, ms = 2000): Promise<Id> {
  const { toast } = await loadToastify();
  return toast.success(sayInPage(text), { autoClose: ms, position: POSITION });
}

/** Error toast; spec §8 shows failures for 3s. */
export async function notifyError(text: string, ms = 3000): Promise<Id> {
  const { toast } = await loadToastify();
  return toast.error(sayInPage(text), { autoClose: ms, position: POSITION });
}

export async function notifyInfo(text: string, ms = 2000): Promise<Id> {
  const { toast } = await loadToastify();
  return toast.info(sayInPage(text), { autoClose: ms, position: POSITION });
}
