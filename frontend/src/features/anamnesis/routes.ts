import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

export const routes: FeatureRoutes = {
  '/anamnese': lazyPage(() => import('./pages/anamnesis-page'), 'AnamnesisPage'),
};
