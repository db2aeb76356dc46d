/** The routes: every entry of the registry (config/paths.ts), rendered by the page a feature's
 * `routes.ts` claims for it, or by the placeholder (InfoPage) while no feature does. Access comes
 * from the registry: login routes are wrapped in RequireAuth, admin routes go under the admin
 * layout; redirects render <Navigate replace>; unknown paths go to '/'. Pages are lazy. */
import { lazy, useMemo } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ROUTES, type RouteEntry, pathTo } from '@/config/paths';
import { pageFor } from './feature-pages';
import { RootLayout } from './layouts/root-layout';
import { RequireAuth } from './shell/require-auth';

const InfoPage = lazy(() => import('./shell/info-page').then((m) => ({ default: m.InfoPage })));
const AdminLayout = lazy(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })));

function elementFor(r: RouteEntry) {
  if (r.redirect) return <Navigate to={r.redirect} replace />;
  const Page = pageFor(r.path);
  const page = Page ? <Page /> : <InfoPage path={r.path} title={r.title} />;
  return r.access === 'login' ? <RequireAuth title={r.title}>{page}</RequireAuth> : page;
}

const ADMIN_PREFIX = '/admin/';
// `handle` names the registry entry, for preloadStartPage.
const routeOf = (r: RouteEntry, base: string): RouteObject =>
  r.path === base.slice(0, -1) ? { index: true, element: elementFor(r), handle: r } : { path: r.path.slice(base.length), element: elementFor(r), handle: r };

const root = (children: RouteObject[]): RouteObject[] => [{ path: pathTo('/'), element: <RootLayout />, children: [{ children }] }];
const topLevel = ROUTES.filter((r) => r.access !== 'admin' && r.path !== '/admin' && r.path !== '/').map((r) => routeOf(r, '/'));
const indexRoute: RouteObject = { index: true, element: elementFor(ROUTES[0]), handle: ROUTES[0] };
const adminRoute: RouteObject = {
  path: 'admin',
  element: <AdminLayout />,
  children: ROUTES.filter((r) => r.access === 'admin' || r.path === '/admin').map((r) => routeOf(r, ADMIN_PREFIX)),
};
const fallbackRoute: RouteObject = { path: '*', element: <Navigate to={pathTo('/')} replace /> };

export const routes: RouteObject[] = root([...topLevel, indexRoute, adminRoute, fallbackRoute]);

/** A path's first segment as react-router compares it (case-insensitively); '' for '/'. */
const firstSegment = (path: string) => (path.split('/')[1] ?? '').toLowerCase();

/** The routes that can match `pathname`: the top-level ones sharing its first segment (a pattern starts
 * with its static first segment, so no other can match), with the index and '*' routes, and the
 * admin area's ~40 only under /admin; the whole table when none shares it (unknown or
 * percent-encoded paths). react-router ranks and tries every branch it is given on each render
 * (~8 ms for the 136 routes unthrottled, several times that on a phone's first, cold call); the
 * same match comes from a handful. Same tree shape for every subset, so moving between pages keeps
 * the layout mounted. */
export function routesFor(pathname: string): RouteObject[] {
  const seg = firstSegment(pathname);
  const own = topLevel.filter((r) => firstSegment(`/${r.path}`) === seg);
  if (seg === 'admin') return root([...own, indexRoute, adminRoute, fallbackRoute]);
  return own.length || seg === '' ? root([...own, indexRoute, fallbackRoute]) : routes;
}

/** Fetches the module of the page `pathname` opens on (a public page claimed by a feature; nothing
 * for redirects, login and admin pages, whose access is decided first). main.tsx awaits it before the
 * first render, as it does the home page's: the first commit then shows the page instead of the
 * route's loading fallback, one render, layout and paint less. Never rejects (offline, the chunk
 * error screen comes from the render). */
export function preloadStartPage(pathname: string): Promise<void> {
  const entry = matchRoutes(routesFor(pathname), pathname)?.at(-1)?.route.handle as RouteEntry | undefined;
  if (!entry || entry.redirect || entry.access !== 'public') return Promise.resolve();
  const preload = pageFor(entry.path)?.preload;
  return preload ? preload().then(() => undefined, () => undefined) : Promise.resolve();
}

/** The declarative router keeps the data-router code out of the start-up bundle; render errors
 * are caught by the boundary around the page (RootLayout) and the one around the app. */
export function AppRoutes() {
  const seg = firstSegment(useLocation().pathname);
  const candidates = useMemo(() => routesFor(`/${seg}`), [seg]);
  return useRoutes(candidates);
}
