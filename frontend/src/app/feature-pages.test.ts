import { lazyPage } from '@/config/feature-routes';
import { ROUTES } from '@/config/paths';
import { collectPages, FEATURE_PAGES } from './feature-pages';

describe('feature pages', () => {
  it("finds the features' routes.ts files, each page on a registered path", () => {
    const registered = new Set<string>(ROUTES.map((r) => r.path));
    expect([...FEATURE_PAGES.keys()].filter((p) => !registered.has(p))).toEqual([]);
    // Pages found in several features' routes.ts (a sample; other features add theirs).
    expect([...FEATURE_PAGES.keys()]).toEqual(
      expect.arrayContaining(['/', '/auth/callback', '/feedback-suporte', '/login', '/maintenance', '/politica-privacidade', '/reset-password', '/settings', '/terms', '/codigos/cid-10/code/:codigo', '/calculadoras/apgar', '/poisonings/:id']),
    );
  });
  it('refuses two features claiming one path', () => {
    const page = lazyPage(() => Promise.resolve({ P: () => null }), 'P');
    expect(() => collectPages({ a: { '/dnpm': page }, b: { '/dnpm': page } })).toThrow(/claimed by a and b/);
  });
});
