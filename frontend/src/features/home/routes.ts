import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

export const routes: FeatureRoutes = {
  // main.tsx preloads it on '/' (preloadStartPage) so the first commit shows the page
  '/': lazyPage(() => import('./pages/home-page'), 'HomePage'),
};
