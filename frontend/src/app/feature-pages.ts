/** The pages of every feature: each `features/<name>/routes.ts` is found here at build time
 * (Vite's import.meta.glob), so adding a feature edits no list. The glob is eager but a routes.ts
 * only holds lazy() wrappers: the pages themselves stay in their own chunks. */
import type { FeatureRoutes, LazyPage } from '@/config/feature-routes';
import type { RoutePath } from '@/config/paths';

const modules = import.meta.glob<FeatureRoutes>('../features/*/routes.ts', { eager: true, import: 'routes' });

/** Which feature claims which path; two features claiming one path is an error. */
export function collectPages(byFile: Record<string, FeatureRoutes>): Map<string, LazyPage> {
  const pages = new Map<string, LazyPage>();
  const owner = new Map<string, string>();
  for (const [file, routes] of Object.entries(byFile)) {
    for (const [path, page] of Object.entries(routes)) {
      if (!page) continue;
      if (owner.has(path)) throw new Error(`route ${path} claimed by ${owner.get(path)} and ${file}`);
      owner.set(path, file);
      pages.set(path, page);
    }
  }
  return pages;
}

export const FEATURE_PAGES = collectPages(modules);

export function pageFor(path: RoutePath | string): LazyPage | undefined {
  return FEATURE_PAGES.get(path);
}
