import { COUNTER_NAMES, isDismissed, remembersDismissal, truncateTitle } from './banner';

describe('social banner', () => {
  const day = 24 * 60 * 60_000;
  it('stays hidden for 7 days after a remembered dismissal', () => {
    expect(isDismissed(null, 0)).toBe(false);
    expect(isDismissed(0, 6 * day)).toBe(true);
    expect(isDismissed(0, 7 * day)).toBe(false);
  });
  it('remembers close and link closures only', () => {
    expect(remembersDismissal('close')).toBe(true);
    expect(remembersDismissal('link')).toBe(true);
    expect(remembersDismissal('later')).toBe(false);
    expect(remembersDismissal('backdrop')).toBe(false);
    expect(remembersDismissal('auto_dismiss')).toBe(false);
  });
  it('counts following a link as a click', () => {
    expect(COUNTER_NAMES.link).toBe('click');
    expect(Object.values(COUNTER_NAMES).sort()).toEqual(['auto_dismiss', 'backdrop', 'click', 'close', 'later', 'view']);
  });
  it('truncates titles at 30 characters', () => {
    expect(truncateTitle('Curto')).toBe('Curto');
    expect(truncateTitle('a'.repeat(31))).toBe(`${'a'.repeat(30)}...`);
  });
});
