import {
  MSG_EXPIRED_CODE,
  MSG_SAME_PASSWORD,
  MSG_UNEXPECTED,
  MSG_WEAK_PASSWORD,
  classifyPasswordUpdateError,
} from './password-update-errors';

describe('password update errors', () => {
  it('same password → 3 s', () => {
    expect(classifyPasswordUpdateError({ code: 'same_password', message: 'x' })).toEqual({ message: MSG_SAME_PASSWORD, delayMs: 3000 });
    expect(classifyPasswordUpdateError({ message: 'New password should be different from the old password.' }).message).toBe(MSG_SAME_PASSWORD);
  });
  it('weak password → 3 s', () => {
    expect(classifyPasswordUpdateError({ code: 'weak_password', message: 'Password should be at least 8 characters' })).toEqual({
      message: MSG_WEAK_PASSWORD,
      delayMs: 3000,
    });
  });
  it('expired, invalid or forbidden → 2 s', () => {
    expect(classifyPasswordUpdateError({ code: 'otp_expired', message: 'Token has expired or is invalid', status: 403 })).toEqual({
      message: MSG_EXPIRED_CODE,
      delayMs: 2000,
    });
    expect(classifyPasswordUpdateError({ message: 'Forbidden' }).message).toBe(MSG_EXPIRED_CODE);
  });
  it('anything else → unexpected, 3 s', () => {
    expect(classifyPasswordUpdateError({ message: 'network down', status: 500 })).toEqual({ message: MSG_UNEXPECTED, delayMs: 3000 });
  });
});
