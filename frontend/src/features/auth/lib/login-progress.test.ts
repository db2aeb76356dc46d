import { nextProgress } from './login-progress';

describe('login progress', () => {
  it('rises 2 points per tick while authenticating and stops at 95', () => {
    expect(nextProgress(0, 'authenticating')).toBe(2);
    expect(nextProgress(94, 'authenticating')).toBe(95);
    expect(nextProgress(95, 'authenticating')).toBe(95);
  });
  it('slows between 70 and 90 while loading the profile', () => {
    expect(nextProgress(60, 'loading-profile')).toBe(62);
    expect(nextProgress(75, 'loading-profile')).toBe(75.5);
    expect(nextProgress(90, 'loading-profile')).toBe(92);
  });
  it('jumps to 100 on success and resets on idle or error', () => {
    expect(nextProgress(40, 'success')).toBe(100);
    expect(nextProgress(40, 'error')).toBe(0);
    expect(nextProgress(40, 'idle')).toBe(0);
  });
});
