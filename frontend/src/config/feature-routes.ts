/** What a feature's `routes.ts` exports: its pages, lazy, keyed by the registry path they render.
 * The router (app/router.tsx) finds every `features/*\/routes.ts` by itself; nothing else lists
 * pages. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RoutePath } from './paths';

/** A lazy page; `preload()` fetches its module ahead of the first render (main.tsx does it for the
 * page the app starts on, so the first commit shows the page rather than the route's fallback). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload?: () => Promise<unknown> };

export type FeatureRoutes = Partial<Record<RoutePath, LazyPage>>;

/** `lazyPage(() => import('./pages/x-page'), 'XPage')`: a code-split page from a named export. */
export function lazyPage<M, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyPage {
  return Object.assign(lazy(() => load().then((m) => ({ default: m[name] as ComponentType }))), { preload: load });
}
