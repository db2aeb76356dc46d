import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

const pages = () => import('./pages/blog-pages');

export const routes: FeatureRoutes = {
  '/blog': lazyPage(pages, 'BlogPage'),
  '/blog/post/:id': lazyPage(pages, 'BlogPostPage'),
  '/newsletters': lazyPage(pages, 'NewslettersPage'),
  '/conselho': lazyPage(() => import('./pages/conselho-page'), 'ConselhoPage'),
};
