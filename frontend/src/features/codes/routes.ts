import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

const cid = () => import('./pages/cid-pages');
const sus = () => import('./pages/sus-pages');
const tuss = () => import('./pages/tuss-pages');

export const routes: FeatureRoutes = {
  '/codigos': lazyPage(() => import('./pages/codes-home-page'), 'CodesHomePage'),
  '/codigos/cid-10': lazyPage(cid, 'CidHomePage'),
  '/codigos/cid-10/cap/:capitulo': lazyPage(cid, 'CidChapterPage'),
  '/codigos/cid-10/cap/:capitulo/cat/:categoria': lazyPage(cid, 'CidCategoryPage'),
  '/codigos/cid-10/code/:codigo': lazyPage(cid, 'CidCodePage'),
  '/codigos/sus': lazyPage(sus, 'SusHomePage'),
  '/codigos/sus/grupo/:grupo': lazyPage(sus, 'SusGrupoPage'),
  '/codigos/sus/grupo/:grupo/subgrupo/:subgrupo': lazyPage(sus, 'SusSubgrupoPage'),
  '/codigos/sus/grupo/:grupo/subgrupo/:subgrupo/forma/:forma': lazyPage(sus, 'SusFormaPage'),
  '/codigos/sus/code/:codigo': lazyPage(sus, 'SusProcedurePage'),
  '/codigos/tuss': lazyPage(tuss, 'TussHomePage'),
  '/codigos/tuss/cap/:capitulo': lazyPage(tuss, 'TussCapituloPage'),
  '/codigos/tuss/cap/:capitulo/grupo/:grupo': lazyPage(tuss, 'TussGrupoPage'),
  '/codigos/tuss/code/:codigo': lazyPage(tuss, 'TussProcedurePage'),
};
