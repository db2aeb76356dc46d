import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

export const routes: FeatureRoutes = {
  '/notes': lazyPage(() => import('./pages/notes-page'), 'NotesPage'),
};
