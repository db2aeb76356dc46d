import { sha256Hex, createNonce } from './nonce';
import { socialProfileChanges } from './social-profile';

describe('socialProfileChanges (creates or updates the social-login profile)', () => {
  it('fills the placeholder name and a missing picture from the provider', () => {
    expect(socialProfileChanges({ full_name: 'Usuário', avatar_url: null }, { name: 'Lia Costa', picture: 'https://p/l.png' })).toEqual({
      full_name: 'Lia Costa',
      avatar_url: 'https://p/l.png',
    });
    expect(socialProfileChanges({ full_name: null, avatar_url: null }, { full_name: ' Lia Costa ' })).toEqual({ full_name: 'Lia Costa' });
  });
  it('never overwrites what the user has', () => {
    expect(socialProfileChanges({ full_name: 'Dra. Lia', avatar_url: 'https://mine' }, { name: 'Lia Costa', avatar_url: 'https://p' })).toEqual({});
    expect(socialProfileChanges({ full_name: 'Usuário', avatar_url: null }, {})).toEqual({});
  });
});

describe('nonce', () => {
  it('hashes with SHA-256 in hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it('gives a fresh raw value and its hash', async () => {
    const a = await createNonce();
    const b = await createNonce();
    expect(a.raw).toMatch(/^[0-9a-f]{64}$/);
    expect(a.raw).not.toBe(b.raw);
    expect(a.hashed).toBe(await sha256Hex(a.raw));
  });
});
