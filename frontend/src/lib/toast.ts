/** Toasts through sonner, loaded after start-up so it stays out of the first bundle. Calls
 * made before the Toaster is mounted wait for it. */
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

/** Whether any toast was asked for yet: the Toaster (and sonner, ~9 KB gzipped) is mounted only
 * then, so a page that shows no toast never downloads it. */
let requested = false;
const requestListeners = new Set<() => void>();
export function subscribeToastRequests(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}
export const toastRequested = (): boolean => requested;

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
export function toasterMounted(): void {
  markMounted();
}

type Kind = 'success' | 'error' | 'message' | 'info';

function show(kind: Kind, title: string, options?: ExternalToast): void {
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
  void Promise.all([loadSonner(), mounted]).then(([m]) => {
    if (kind === 'message') m.toast(title, options);
    else m.toast[kind](title, options);
  });
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
  message: (title: string, options?: ExternalToast) => show('message', title, options),
};
