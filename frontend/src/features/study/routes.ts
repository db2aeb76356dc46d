import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

const home = () => import('./pages/study-home-page');
const results = () => import('./pages/study-results-page');

export const routes: FeatureRoutes = {
  '/estudos': lazyPage(home, 'StudyHomePage'),
  '/test-questions': lazyPage(home, 'TestQuestionsPage'),
  '/residencia-beta': lazyPage(home, 'ResidenciaBetaPage'),
  '/estudos/filtros': lazyPage(() => import('./pages/study-filters-page'), 'StudyFiltersPage'),
  '/questions': lazyPage(results, 'StudySessionsPage'),
  '/questions/:sessionId': lazyPage(() => import('./pages/study-session-page'), 'StudySessionPage'),
  '/results/:sessionId': lazyPage(results, 'StudyResultsPage'),
};
