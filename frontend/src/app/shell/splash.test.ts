import { dismissSplash, splashRemainingMs } from './splash';

describe('splash', () => {
  it('waits out the rest of the first second', () => {
    expect(splashRemainingMs(200)).toBe(800);
    expect(splashRemainingMs(1500)).toBe(0);
  });
  it('fades for 300 ms, then is removed', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="splash"></div>';
    dismissSplash(document, 400);
    vi.advanceTimersByTime(599);
    expect(document.getElementById('splash')?.style.opacity).toBe('');
    vi.advanceTimersByTime(1);
    expect(document.getElementById('splash')?.style.opacity).toBe('0');
    vi.advanceTimersByTime(300);
    expect(document.getElementById('splash')).toBeNull();
    vi.useRealTimers();
  });
});
