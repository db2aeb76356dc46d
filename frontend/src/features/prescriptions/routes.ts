import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

const pages = () => import('./pages/prescription-pages');

export const routes: FeatureRoutes = {
  '/prescriptions': lazyPage(pages, 'PrescriptionsPage'),
  '/prescriptions/:id': lazyPage(pages, 'PrescriptionPage'),
  '/shared-prescriptions': lazyPage(pages, 'SharedPrescriptionsPage'),
};
