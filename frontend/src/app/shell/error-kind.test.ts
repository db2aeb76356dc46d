import { classifyError, isChunkLoadError, nextChunkRetry, browserIsCompatible } from './error-kind';

describe('error classification', () => {
  it('recognises dynamic import failures as chunk-load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('not an error')).toBe(false);
  });

  it('puts compatibility first, then chunk-load, else critical', () => {
    expect(classifyError(new Error('Loading chunk 1 failed'), false)).toBe('compatibility');
    expect(classifyError(new Error('Loading chunk 1 failed'), true)).toBe('chunk-load');
    expect(classifyError(new Error('boom'), true)).toBe('critical');
  });

  it('this runtime passes the compatibility check', () => {
    expect(browserIsCompatible()).toBe(true);
  });

  it('retries twice with 1 s × attempt, then stops', () => {
    expect(nextChunkRetry(0)).toEqual({ reload: true, attempt: 1, delayMs: 1000 });
    expect(nextChunkRetry(1)).toEqual({ reload: true, attempt: 2, delayMs: 2000 });
    expect(nextChunkRetry(2)).toEqual({ reload: false });
  });
});
