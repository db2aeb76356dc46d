/** The admin area's pages (all under /admin's layout, admins only; see README "Admin area"). Every
 * page is its own lazy chunk: nothing here reaches the home page's bundle. */
import { createElement, lazy } from 'react';
import { lazyPage, type FeatureRoutes, type LazyPage } from '@/config/feature-routes';
import type { ContentRouteId } from './lib/content-routes';

const content = (id: ContentRouteId): LazyPage =>
  lazy(() => import('./pages/content-page').then((m) => ({ default: () => createElement(m.ContentPage, { id }) })));

export const routes: FeatureRoutes = {
  '/admin/dashboard': lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage'),
  '/admin/categories': content('categories'),
  '/admin/medications': content('medications'),
  '/admin/dosages': content('dosages'),
  '/admin/revisions': lazyPage(() => import('./pages/revisions-page'), 'RevisionsPage'),
  '/admin/instructions': content('instructions'),
  '/admin/prescription-categories': content('prescription-categories'),
  '/admin/icd10': content('icd10'),
  '/admin/cid': content('cid'),
  '/admin/sus': content('sus'),
  '/admin/growth-curves': content('growth-curves'),
  '/admin/vaccines': content('vaccines'),
  '/admin/formulas': content('formulas'),
  '/admin/dnpm': content('dnpm'),
  '/admin/breastfeeding-medications': content('breastfeeding-medications'),
  '/admin/drug-interaction-medications': content('drug-interaction-medications'),
  '/admin/blog': content('blog'),
  '/admin/site-settings': content('site-settings'),
  '/admin/settings': content('settings'),
  '/admin/premium-users': content('premium-users'),
  '/admin/problems-debug': content('problems-debug'),
  '/admin/rag-management': content('rag-management'),
  '/admin/pedidrop': content('pedidrop'),
  '/admin/maintenance': lazyPage(() => import('./pages/maintenance-admin-page'), 'MaintenanceAdminPage'),
  '/admin/admin-users': lazyPage(() => import('./pages/users-page'), 'UsersPage'),
  '/admin/medication-import': lazyPage(() => import('./pages/import-page'), 'MedicationImportPage'),
  '/admin/question-import': lazyPage(() => import('./pages/import-page'), 'QuestionImportPage'),
  '/admin/condutas-e-manejos': lazyPage(() => import('./pages/conduct-pages'), 'ConductsAdminPage'),
  '/admin/condutas-e-manejos/criar': lazyPage(() => import('./pages/conduct-pages'), 'ConductCreatePage'),
  '/admin/condutas-e-manejos/editar/:topicId': lazyPage(() => import('./pages/conduct-pages'), 'ConductEditPage'),
  '/admin/medication-improvement': lazyPage(() => import('./pages/quality-pages'), 'MedicationImprovementPage'),
  '/admin/breastfeeding-medications-enhancement': lazyPage(() => import('./pages/quality-pages'), 'BreastfeedingEnhancementPage'),
  '/admin/cas-dcb-validation': lazyPage(() => import('./pages/text-tool-pages'), 'CasDcbValidationPage'),
  '/admin/active-ingredients-formatter': lazyPage(() => import('./pages/text-tool-pages'), 'ActiveIngredientsFormatterPage'),
  '/admin/question-formatting': lazyPage(() => import('./pages/text-tool-pages'), 'QuestionFormattingPage'),
  '/admin/format-themes': lazyPage(() => import('./pages/text-tool-pages'), 'FormatThemesPage'),
  '/admin/dr-will-control': lazyPage(() => import('./pages/account-pages'), 'DrWillControlPage'),
  '/admin/freemium-control': lazyPage(() => import('./pages/account-pages'), 'FreemiumControlPage'),
  '/admin/test-subscriptions': lazyPage(() => import('./pages/account-pages'), 'TestSubscriptionsPage'),
  '/admin/feedback-management': lazyPage(() => import('./pages/feedback-desk-page'), 'FeedbackDeskPage'),
};
