import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

const page = () => import('./pages/dr-will-page');

export const routes: FeatureRoutes = {
  '/dr-will': lazyPage(page, 'DrWillPage'),
  '/ai-assistant': lazyPage(page, 'DrWillPage'),
};
