import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

export const routes: FeatureRoutes = {
  '/maintenance': lazyPage(() => import('./pages/maintenance-page'), 'MaintenancePage'),
};
