import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

export const routes: FeatureRoutes = {
  '/puericultura': lazyPage(() => import('./pages/childcare-home-page'), 'ChildcareHomePage'),
  '/puericultura/curva-de-crescimento': lazyPage(() => import('./pages/growth-page'), 'GrowthPage'),
  '/puericultura/calendario-vacinal': lazyPage(() => import('./pages/vaccines-page'), 'VaccinesPage'),
  '/puericultura/calendario-vacinal-simples': lazyPage(() => import('./pages/vaccines-page'), 'SimpleVaccinesPage'),
  '/puericultura/formulas': lazyPage(() => import('./pages/formulas-page'), 'FormulasPage'),
  '/puericultura/suplementacao-infantil': lazyPage(() => import('./pages/supplementation-page'), 'SupplementationPage'),
  '/puericultura/patient-overview': lazyPage(() => import('./pages/overview-page'), 'OverviewPage'),
  '/dnpm': lazyPage(() => import('./pages/dnpm-page'), 'DnpmPage'),
};
