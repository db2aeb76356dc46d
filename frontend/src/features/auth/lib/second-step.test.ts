import type { Session } from '@supabase/supabase-js';
import { awaitingSecondStep } from './second-step';

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: object) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.sig`;
const session = (aal: string | undefined, factors?: Array<{ status: string }>) =>
  ({ access_token: token(aal ? { sub: 'u', aal } : { sub: 'u' }), user: { id: 'u', factors } }) as unknown as Pick<Session, 'access_token' | 'user'>;

describe('awaitingSecondStep', () => {
  it.each([
    ['aal1 with a verified factor', session('aal1', [{ status: 'verified' }]), true],
    ['no aal claim with a verified factor', session(undefined, [{ status: 'verified' }]), true],
    ['aal2 with a verified factor', session('aal2', [{ status: 'verified' }]), false],
    ['aal1 with only an unverified factor', session('aal1', [{ status: 'unverified' }]), false],
    ['aal1 without factors', session('aal1'), false],
  ])('%s → %s', (_name, s, expected) => {
    expect(awaitingSecondStep(s)).toBe(expected);
  });
  it('a malformed token with a verified factor is not trusted as aal2', () => {
    expect(awaitingSecondStep({ access_token: 'garbage', user: { factors: [{ status: 'verified' }] } } as unknown as Session)).toBe(true);
  });
});
