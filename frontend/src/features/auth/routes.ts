import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

export const routes: FeatureRoutes = {
  '/login': lazyPage(() => import('./pages/login-page'), 'LoginPage'),
  '/reset-password': lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage'),
  '/auth/callback': lazyPage(() => import('./pages/auth-callback-page'), 'AuthCallbackPage'),
};
