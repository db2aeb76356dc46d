import { isNativeShell } from '@/lib/native-shell';
import { MANIFEST_HREF } from './manifest-href';
import { linkManifest, registerServiceWorker, type PwaEnv } from './pwa-register';

class FakeWorker extends EventTarget {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(m: unknown) {
    this.messages.push(m);
  }
}

function fakeContainer(controller: object | null, waiting: FakeWorker | null = null) {
  const registration = Object.assign(new EventTarget(), { waiting, installing: null as FakeWorker | null });
  const container = Object.assign(new EventTarget(), {
    controller,
    registered: [] as string[],
    async register(url: string) {
      container.registered.push(url);
      return registration;
    },
  });
  return { container, registration };
}

const env = (container: unknown, native = false, reload = vi.fn()): PwaEnv & { reload: ReturnType<typeof vi.fn> } => ({
  serviceWorker: container as ServiceWorkerContainer,
  native,
  reload,
});

describe('service worker registration', () => {
  afterEach(() => {
    delete (globalThis as { Capacitor?: unknown }).Capacitor;
  });

  it('registers nothing inside the Capacitor native shell', async () => {
    (globalThis as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
    expect(isNativeShell()).toBe(true);
    const { container } = fakeContainer(null);
    await expect(registerServiceWorker(() => undefined, env(container, isNativeShell()))).resolves.toBeNull();
    expect(container.registered).toEqual([]);
    (globalThis as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => false };
    expect(isNativeShell()).toBe(false);
    delete (globalThis as { Capacitor?: unknown }).Capacitor;
    expect(isNativeShell()).toBe(false);
  });

  it('the first install is no update; a waiting new version is offered and applied only on request', async () => {
    const first = fakeContainer(null, new FakeWorker());
    const onFirst = vi.fn();
    await registerServiceWorker(onFirst, env(first.container));
    expect(first.container.registered).toEqual(['/sw.js']);
    expect(onFirst).not.toHaveBeenCalled();

    const { container, registration } = fakeContainer({});
    const e = env(container);
    let apply: (() => void) | null = null;
    await registerServiceWorker((a) => {
      apply = a;
    }, e);
    const next = new FakeWorker();
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    next.state = 'installed';
    registration.waiting = next;
    next.dispatchEvent(new Event('statechange'));
    expect(apply).not.toBeNull();
    // Offered, not forced: nothing happens until the user accepts.
    expect(next.messages).toEqual([]);
    expect(e.reload).not.toHaveBeenCalled();
    (apply as unknown as () => void)();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(e.reload).toHaveBeenCalledTimes(1);
  });
});

describe('manifest link', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="manifest"]').forEach((l) => l.remove());
  });

  it('links the manifest once, after start-up (index.html has none)', () => {
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
    expect(linkManifest(document, false)).toBe(true);
    expect(linkManifest(document, false)).toBe(true);
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(MANIFEST_HREF);
  });

  it('links nothing inside the Capacitor native shell', () => {
    expect(linkManifest(document, true)).toBe(false);
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
  });
});
