/** Every route of the spec: public, login-protected (RequireAuth), the admin layout, /icd →
 * /codigos/cid-10, search fallbacks, unknown → '/'. Route modules are lazy. */
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import {
  AdminLayout,
  AuthCallbackPage,
  FeedbackSupportPage,
  HomePage,
  InfoPage,
  LoginPage,
  MaintenancePage,
  PrivacyPage,
  ResetPasswordPage,
  SettingsPage,
  TermsPage,
} from './lazy-modules';
import { ADMIN_CATALOG, PROTECTED_CATALOG, PUBLIC_CATALOG } from './route-catalog';
import { RequireAuth } from './routes/require-auth';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        children: [
          { index: true, element: <HomePage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'auth/callback', element: <AuthCallbackPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'politica-privacidade', element: <PrivacyPage /> },
          { path: 'maintenance', element: <MaintenancePage /> },
          { path: 'feedback-suporte', element: <FeedbackSupportPage /> },
          { path: 'icd', element: <Navigate to="/codigos/cid-10" replace /> },
          { path: 'calculators', element: <Navigate to="/calculadoras" replace /> },
          { path: 'childcare', element: <Navigate to="/puericultura" replace /> },
          ...PUBLIC_CATALOG.map((r) => ({ path: r.path.slice(1), element: <InfoPage title={r.title} description={r.description} /> })),
          {
            path: 'settings',
            element: (
              <RequireAuth title="Configurações">
                <SettingsPage />
              </RequireAuth>
            ),
          },
          ...PROTECTED_CATALOG.map((r) => ({
            path: r.path.slice(1),
            element: (
              <RequireAuth title={r.title}>
                <InfoPage title={r.title} description={r.description} />
              </RequireAuth>
            ),
          })),
          {
            path: 'admin',
            element: <AdminLayout />,
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              ...ADMIN_CATALOG.map((r) => ({ path: r.path, element: <InfoPage title={r.title} description={r.description} /> })),
            ],
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
