/** What a feature's `routes.ts` exports: its pages, lazy, keyed by the registry path they render.
 * The router (app/router.tsx) finds every `features/*\/routes.ts` by itself; nothing else lists
 * pages. */
import type { ComponentType } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { RoutePath } from './paths';

/** A lazy page; `preload()` fetches its module ahead of the first render (main.tsx does it for the
 * page the app starts on, so the first commit shows the page rather than the route's fallback). */
export type LazyPage = ComponentType & { preload?: () => Promise<unknown> };

export type FeatureRoutes = Partial<Record<RoutePath, LazyPage>>;

/** `lazyPage(() => import('./pages/x-page'), 'XPage')`: a code-split page from a named export. A
 * page whose module is already loaded (preloaded for the first render, or visited before) renders
 * in the same pass (lib/lazy-named.tsx). */
export function lazyPage<M, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyPage {
  return lazyNamed<M, K>(load, name);
}
