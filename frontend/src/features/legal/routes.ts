import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

export const routes: FeatureRoutes = {
  '/terms': lazyPage(() => import('./pages/legal-pages'), 'TermsPage'),
  '/politica-privacidade': lazyPage(() => import('./pages/legal-pages'), 'PrivacyPage'),
};
