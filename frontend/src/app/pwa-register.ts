/** Service-worker registration with prompt-to-update, in a few lines (no workbox-window: the
 * home page's JS budget). A new deployment's worker installs in the background and waits; the
 * user is offered the update (onUpdate) and only their choice activates it (SKIP_WAITING, the
 * message workbox's generated worker listens for), after which the page reloads once. Nothing is
 * registered inside the Capacitor native shell, whose files are already local. */

import { isNativeShell } from '@/lib/native-shell';
import { MANIFEST_HREF } from './manifest-href';

export interface PwaEnv {
  serviceWorker?: ServiceWorkerContainer;
  native: boolean;
  reload: () => void;
}

const defaultEnv = (): PwaEnv => ({
  serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  native: isNativeShell(),
  reload: () => window.location.reload(),
});

/** Puts the web app manifest's <link> in the page, once: the build leaves it out of index.html
 * (build/defer-manifest.ts) so that Chromium's installability check, and the redrawing of the
 * browser's own UI that followed it, come after the start-up instead of during it. Not in the
 * native shell, which is already installed. Returns whether the page now links the manifest. */
export function linkManifest(doc: Document = document, native: boolean = isNativeShell()): boolean {
  if (native) return false;
  if (doc.head.querySelector('link[rel="manifest"]')) return true;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  doc.head.appendChild(link);
  return true;
}

/** Registers /sw.js. onUpdate(apply) is called when a new version waits; apply() activates it
 * and reloads. Resolves to the registration, or null when none is made (native shell, no
 * service-worker support, registration refused). */
export async function registerServiceWorker(onUpdate: (apply: () => void) => void, env: PwaEnv = defaultEnv()): Promise<ServiceWorkerRegistration | null> {
  const sw = env.serviceWorker;
  if (env.native || !sw) return null;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await sw.register('/sw.js', { scope: '/' });
  } catch {
    return null;
  }
  // Some embedders (and test browsers that block workers) resolve with nothing.
  if (!registration) return null;
  let offered = false;
  const offer = (waiting: ServiceWorker | null) => {
    // The first install (no controller yet) is not an update: it just takes over later.
    if (!waiting || offered || !sw.controller) return;
    offered = true;
    onUpdate(() => {
      let reloaded = false;
      sw.addEventListener('controllerchange', () => {
        if (reloaded) return;
        reloaded = true;
        env.reload();
      });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(registration.waiting ?? installing);
    });
  });
  return registration;
}
