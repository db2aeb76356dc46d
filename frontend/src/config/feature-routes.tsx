/** What a feature's `routes.ts` exports: its pages, lazy, keyed by the registry path they render.
 * The router (app/router.tsx) finds every `features/*\/routes.ts` by itself; nothing else lists
 * pages. */
import { use, type ComponentType } from 'react';
import type { RoutePath } from './paths';

/** A lazy page; `preload()` fetches its module ahead of the first render (main.tsx does it for the
 * page the app starts on, so the first commit shows the page rather than the route's fallback). */
export type LazyPage = ComponentType & { preload?: () => Promise<unknown> };

export type FeatureRoutes = Partial<Record<RoutePath, LazyPage>>;

/** A promise as React's `use()` reads it: once settled, `status` and `value`/`reason` say how, and
 * `use()` answers at once instead of suspending (React's documented thenable fields). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Loads a module once, tracking the outcome on the promise itself; a failed load is tried again on
 * the next call (a chunk missing after a deployment, a dropped connection). */
export function trackedLoader<M>(load: () => Promise<M>): () => Promise<M> {
  let current: Tracked<M> | undefined;
  return () => {
    if (current && current.status !== 'rejected') return current;
    const p: Tracked<M> = load();
    p.status = 'pending';
    p.then(
      (value) => { p.status = 'fulfilled'; p.value = value; },
      (reason: unknown) => { p.status = 'rejected'; p.reason = reason; },
    );
    current = p;
    return p;
  };
}

/** `lazyPage(() => import('./pages/x-page'), 'XPage')`: a code-split page from a named export.
 * Unlike React.lazy, a page whose module is already loaded (preloaded for the first render, or
 * visited before) renders in the same pass: React.lazy always suspends once on its first render,
 * which made the start page commit the route's fallback first and the page only after React's
 * 300 ms Suspense reveal throttle — one render, layout and paint more at start-up (issue #16). */
export function lazyPage<M, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyPage {
  const module = trackedLoader(load);
  function Page() {
    const Component = use<M>(module())[name] as ComponentType;
    return <Component />;
  }
  Page.displayName = `LazyPage(${name})`;
  return Object.assign(Page, { preload: () => module() });
}
