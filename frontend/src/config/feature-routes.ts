/** What a feature's `routes.ts` exports: its pages, lazy, keyed by the registry path they render.
 * The router (app/router.tsx) finds every `features/*\/routes.ts` by itself; nothing else lists
 * pages. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RoutePath } from './paths';

export type LazyPage = LazyExoticComponent<ComponentType>;

export type FeatureRoutes = Partial<Record<RoutePath, LazyPage>>;

/** `lazyPage(() => import('./pages/x-page'), 'XPage')`: a code-split page from a named export. */
export function lazyPage<M, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyPage {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
}
