import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

const pages = () => import('./pages/conduct-pages');

export const routes: FeatureRoutes = {
  '/condutas-e-manejos': lazyPage(pages, 'ConductsHomePage'),
  '/condutas-e-manejos/:categorySlug': lazyPage(pages, 'ConductCategoryPage'),
  '/condutas-e-manejos/:categorySlug/:subcategorySlug': lazyPage(pages, 'ConductPage'),
  '/condutas-e-manejos/:categorySlug/:subcategorySlug/:topicSlug': lazyPage(pages, 'ConductPage'),
};
