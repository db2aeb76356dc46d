import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

/** The home page's module: main.tsx awaits it on '/' so the first commit shows the page. */
export const loadHomePage = () => import('./pages/home-page');

export const routes: FeatureRoutes = {
  '/': lazyPage(loadHomePage, 'HomePage'),
};
