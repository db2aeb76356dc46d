import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

export const routes: FeatureRoutes = {
  '/feedback-suporte': lazyPage(() => import('./pages/feedback-support-page'), 'FeedbackSupportPage'),
};
