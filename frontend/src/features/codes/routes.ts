import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

const cid = () => import('./pages/cid-pages');

export const routes: FeatureRoutes = {
  '/codigos': lazyPage(() => import('./pages/codes-home-page'), 'CodesHomePage'),
  '/codigos/cid-10': lazyPage(cid, 'CidHomePage'),
  '/codigos/cid-10/cap/:capitulo': lazyPage(cid, 'CidChapterPage'),
  '/codigos/cid-10/cap/:capitulo/cat/:categoria': lazyPage(cid, 'CidCategoryPage'),
  '/codigos/cid-10/code/:codigo': lazyPage(cid, 'CidCodePage'),
};
