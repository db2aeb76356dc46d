import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

const list = () => import('./pages/medications-page');

export const routes: FeatureRoutes = {
  '/medicamentos': lazyPage(list, 'MedicationsPage'),
  '/medicamentos/painel': lazyPage(list, 'MedicationsPage'),
  '/medicamentos/:slug': lazyPage(() => import('./pages/medication-page'), 'MedicationPage'),
};
