import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

export const routes: FeatureRoutes = {
  '/poisonings': lazyPage(() => import('./pages/poisonings-page'), 'PoisoningsPage'),
  '/poisonings/:id': lazyPage(() => import('./pages/poisoning-page'), 'PoisoningPage'),
};
