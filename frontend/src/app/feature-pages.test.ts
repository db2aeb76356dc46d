import { lazyPage } from '@/config/feature-routes';
import { ROUTES } from '@/config/paths';
import { collectPages, FEATURE_PAGES } from './feature-pages';

describe('feature pages', () => {
  it("finds the features' routes.ts files, each page on a registered path", () => {
    const registered = new Set<string>(ROUTES.map((r) => r.path));
    expect([...FEATURE_PAGES.keys()].filter((p) => !registered.has(p))).toEqual([]);
    expect([...FEATURE_PAGES.keys()].sort()).toEqual(
      [
        '/', '/auth/callback', '/feedback-suporte', '/login', '/maintenance', '/politica-privacidade', '/reset-password', '/settings', '/terms',
        '/calculadoras', ...['apgar', 'rodwell', 'capurro', 'capurro-neuro', 'finnegan', 'gina', 'glasgow', 'imc', 'bhutani', 'sri', 'hidratacao'].map((id) => `/calculadoras/${id}`),
        '/poisonings', '/poisonings/:id',
      ].sort(),
    );
  });
  it('refuses two features claiming one path', () => {
    const page = lazyPage(() => Promise.resolve({ P: () => null }), 'P');
    expect(() => collectPages({ a: { '/dnpm': page }, b: { '/dnpm': page } })).toThrow(/claimed by a and b/);
  });
});
