/** Toasts through sonner, loaded after start-up so it stays out of the first bundle. Calls
 * made before the Toaster is mounted wait for it. */
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
export function toasterMounted(): void {
  markMounted();
}

type Kind = 'success' | 'error' | 'message' | 'info';

function show(kind: Kind, title: string, options?: ExternalToast): void {
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
