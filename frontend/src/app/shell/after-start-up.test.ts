import { AFTER_START_UP_MS, afterStartUp, type StartUpEnv } from './after-start-up';

function fakeEnv(loaded: boolean, withIdle: boolean) {
  const log: string[] = [];
  let onLoad: (() => void) | undefined;
  let timer: (() => void) | undefined;
  let idle: (() => void) | undefined;
  const env: StartUpEnv = {
    loaded: () => loaded,
    onLoad: (cb) => {
      onLoad = cb;
    },
    setTimeout: (cb, ms) => {
      log.push(`timeout ${ms}`);
      timer = cb;
    },
    idle: withIdle
      ? (cb, ms) => {
        log.push(`idle ${ms}`);
        idle = cb;
      }
      : undefined,
  };
  return { env, log, load: () => onLoad?.(), fire: () => timer?.(), goIdle: () => idle?.() };
}

describe('afterStartUp', () => {
  test('waits for the load event, then past the last query phase, then an idle moment', () => {
    const f = fakeEnv(false, true);
    const fn = vi.fn();
    afterStartUp(fn, f.env);
    expect(f.log).toEqual([]);
    f.load();
    expect(f.log).toEqual([`timeout ${AFTER_START_UP_MS}`]);
    expect(AFTER_START_UP_MS).toBeGreaterThan(2_000);
    f.fire();
    expect(fn).not.toHaveBeenCalled();
    f.goIdle();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('a page already loaded starts the delay at once; without requestIdleCallback the delay alone decides', () => {
    const f = fakeEnv(true, false);
    const fn = vi.fn();
    afterStartUp(fn, f.env);
    expect(f.log).toEqual([`timeout ${AFTER_START_UP_MS}`]);
    f.fire();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
