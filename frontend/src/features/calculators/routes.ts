import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

export const routes: FeatureRoutes = {
  '/calculadoras': lazyPage(() => import('./pages/calculators-page'), 'CalculatorsPage'),
  '/calculadoras/apgar': lazyPage(() => import('./pages/apgar-page'), 'ApgarPage'),
  '/calculadoras/glasgow': lazyPage(() => import('./pages/glasgow-page'), 'GlasgowPage'),
  '/calculadoras/imc': lazyPage(() => import('./pages/imc-page'), 'ImcPage'),
  '/calculadoras/bhutani': lazyPage(() => import('./pages/bhutani-page'), 'BhutaniPage'),
  '/calculadoras/sri': lazyPage(() => import('./pages/sri-page'), 'SriPage'),
  '/calculadoras/hidratacao': lazyPage(() => import('./pages/hidratacao-page'), 'HidratacaoPage'),
  '/calculadoras/rodwell': lazyPage(() => import('./pages/rodwell-page'), 'RodwellPage'),
  '/calculadoras/capurro': lazyPage(() => import('./pages/capurro-page'), 'CapurroPage'),
  '/calculadoras/capurro-neuro': lazyPage(() => import('./pages/capurro-page'), 'CapurroNeuroPage'),
  '/calculadoras/finnegan': lazyPage(() => import('./pages/finnegan-page'), 'FinneganPage'),
  '/calculadoras/gina': lazyPage(() => import('./pages/gina-page'), 'GinaPage'),
};
