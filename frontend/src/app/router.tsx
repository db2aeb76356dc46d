/** The routes: every entry of the registry (config/paths.ts), rendered by the page a feature's
 * `routes.ts` claims for it, or by the placeholder (InfoPage) while no feature does. Access comes
 * from the registry: login routes are wrapped in RequireAuth, admin routes go under the admin
 * layout; redirects render <Navigate replace>; unknown paths go to '/'. Pages are lazy. */
import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { ROUTES, type RouteEntry } from '@/config/paths';
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
const routeOf = (r: RouteEntry, base: string): RouteObject =>
  r.path === base.slice(0, -1) ? { index: true, element: elementFor(r) } : { path: r.path.slice(base.length), element: elementFor(r) };

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        children: [
          ...ROUTES.filter((r) => r.access !== 'admin' && r.path !== '/admin' && r.path !== '/').map((r) => routeOf(r, '/')),
          { index: true, element: elementFor(ROUTES[0]) },
          {
            path: 'admin',
            element: <AdminLayout />,
            children: ROUTES.filter((r) => r.access === 'admin' || r.path === '/admin').map((r) => routeOf(r, ADMIN_PREFIX)),
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

/** The declarative router keeps the data-router code out of the start-up bundle; render errors
 * are caught by the boundary around the page (RootLayout) and the one around the app. */
export function AppRoutes() {
  return useRoutes(routes);
}
