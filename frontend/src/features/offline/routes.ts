import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

export const routes: FeatureRoutes = {
  '/modo-offline': lazyPage(() => import('./pages/offline-page'), 'OfflinePage'),
};
