import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

const list = () => import('./pages/medications-page');
const leaflets = () => import('./pages/leaflet-pages');

export const routes: FeatureRoutes = {
  '/medicamentos': lazyPage(list, 'MedicationsPage'),
  '/medicamentos/painel': lazyPage(list, 'MedicationsPage'),
  '/medicamentos/:slug': lazyPage(() => import('./pages/medication-page'), 'MedicationPage'),
  '/medicamentos/:medicationId/bula': lazyPage(leaflets, 'LeafletByMedicationPage'),
  '/bulas-profissionais': lazyPage(leaflets, 'LeafletsPage'),
  '/bulas-profissionais/:slug': lazyPage(leaflets, 'LeafletBySlugPage'),
  '/medicamentos-amamentacao': lazyPage(() => import('./pages/breastfeeding-page'), 'BreastfeedingPage'),
  '/interacoes-medicamentosas': lazyPage(() => import('./pages/interactions-page'), 'InteractionsPage'),
};
