import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

export const routes: FeatureRoutes = {
  '/settings': lazyPage(() => import('./pages/settings-page'), 'SettingsPage'),
};
