import { afterFirstPaint } from './first-paint';

function fakePerformance(painted: boolean): Performance {
  return { getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{ name }] : []) } as unknown as Performance;
}

describe('afterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves at once when the first contentful paint has happened', async () => {
    vi.useFakeTimers();
    let resolved = false;
    void afterFirstPaint(10_000, fakePerformance(true)).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it('waits for the timeout when no paint is reported', async () => {
    vi.useFakeTimers();
    let resolved = false;
    void afterFirstPaint(200, fakePerformance(false)).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
