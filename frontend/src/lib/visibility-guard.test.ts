import { VISIBILITY_GUARD_MS, createVisibilityGuard, watchVisibility } from './visibility-guard';

function setVisibility(doc: Document, state: DocumentVisibilityState) {
  Object.defineProperty(doc, 'visibilityState', { configurable: true, get: () => state });
  doc.dispatchEvent(new Event('visibilitychange'));
}

describe('visibility guard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('is 5 seconds long', () => {
    expect(VISIBILITY_GUARD_MS).toBe(5_000);
  });

  it('passes requests through while closed, values and errors alike', async () => {
    const guard = createVisibilityGuard();
    const request = vi.fn(async () => 'backend');
    await expect(guard.run('auth', request, () => 'cached')).resolves.toBe('backend');
    expect(request).toHaveBeenCalledTimes(1);
    const failing = () => Promise.reject(new Error('boom'));
    await expect(guard.run('admin', failing, () => 'empty')).rejects.toThrow('boom');
  });

  it('answers with the fallback, without calling the backend, for 5 s after opening', async () => {
    const guard = createVisibilityGuard();
    const request = vi.fn(async () => ['row']);
    guard.open();
    for (const area of ['auth', 'admin', 'breastfeeding'] as const) {
      await expect(guard.run(area, request, () => [])).resolves.toEqual([]);
    }
    vi.advanceTimersByTime(VISIBILITY_GUARD_MS - 1);
    expect(guard.isActive()).toBe(true);
    expect(guard.remainingMs()).toBe(1);
    await expect(guard.run('auth', request, () => [])).resolves.toEqual([]);
    // a failing backend is not even asked inside the window
    await expect(guard.run('admin', () => Promise.reject(new Error('down')), () => [])).resolves.toEqual([]);
    expect(request).not.toHaveBeenCalled();
  });

  it('returns to normal behaviour once the 5 s have passed, errors included', async () => {
    const guard = createVisibilityGuard();
    guard.open();
    vi.advanceTimersByTime(VISIBILITY_GUARD_MS);
    expect(guard.isActive()).toBe(false);
    expect(guard.remainingMs()).toBe(0);
    const request = vi.fn(async () => ['row']);
    await expect(guard.run('breastfeeding', request, () => [])).resolves.toEqual(['row']);
    expect(request).toHaveBeenCalledTimes(1);
    await expect(guard.run('auth', () => Promise.reject(new Error('expired')), () => null)).rejects.toThrow('expired');
  });

  it('restarts the window when opened again, and close() ends it', () => {
    const guard = createVisibilityGuard({ windowMs: 5_000 });
    guard.open();
    vi.advanceTimersByTime(4_000);
    guard.open();
    vi.advanceTimersByTime(4_000);
    expect(guard.isActive()).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(guard.isActive()).toBe(false);
    guard.open();
    guard.close();
    expect(guard.isActive()).toBe(false);
  });

  it('opens on a hidden → visible change only, not on load or on hiding', () => {
    const guard = createVisibilityGuard();
    const uninstall = watchVisibility(guard, document);
    expect(guard.isActive()).toBe(false);
    setVisibility(document, 'visible');
    expect(guard.isActive()).toBe(false);
    setVisibility(document, 'hidden');
    expect(guard.isActive()).toBe(false);
    setVisibility(document, 'visible');
    expect(guard.isActive()).toBe(true);
    vi.advanceTimersByTime(VISIBILITY_GUARD_MS);
    expect(guard.isActive()).toBe(false);
    uninstall();
    setVisibility(document, 'hidden');
    setVisibility(document, 'visible');
    expect(guard.isActive()).toBe(false);
  });

  it('is open for listeners added after it when the tab returns', () => {
    const guard = createVisibilityGuard();
    const uninstall = watchVisibility(guard, document);
    setVisibility(document, 'hidden');
    const seen: boolean[] = [];
    const later = () => seen.push(guard.isActive());
    document.addEventListener('visibilitychange', later);
    setVisibility(document, 'visible');
    expect(seen).toEqual([true]);
    document.removeEventListener('visibilitychange', later);
    uninstall();
  });
});
