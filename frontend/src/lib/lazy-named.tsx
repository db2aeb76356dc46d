/** A code-split component that renders in the same pass once its module has loaded. React.lazy
 * suspends once on its first render even when the module is already there, so a component preloaded
 * ahead of time (the start page, a chart whose chunk downloads beside its data) still committed its
 * Suspense fallback first and itself only after React's 300 ms reveal throttle — one render, layout
 * and paint more (issue #16). Here the module is read with `use()` on a promise that records its
 * outcome, which `use()` answers at once. */
import { use, type ComponentType } from 'react';

/** A promise as React's `use()` reads it: once settled, `status` and `value`/`reason` say how
 * (React's documented thenable fields). */
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

/** `lazyNamed(() => import('./x'), 'X')`: the named export X of a code-split module as a component
 * (suspends while the module loads), with `preload()` to start the download ahead of the render. */
export function lazyNamed<M, K extends keyof M & string, P extends object = Record<string, never>>(load: () => Promise<M>, name: K): ComponentType<P> & { preload: () => Promise<M> } {
  const module = trackedLoader(load);
  function Lazy(props: P) {
    const Component = use(module())[name] as ComponentType<P>;
    return <Component {...props} />;
  }
  Lazy.displayName = `Lazy(${name})`;
  return Object.assign(Lazy, { preload: module });
}
