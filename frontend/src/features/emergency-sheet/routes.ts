import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

export const routes: FeatureRoutes = {
  '/emergencia': lazyPage(() => import('./pages/emergency-sheet-page'), 'EmergencySheetPage'),
};
