import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

export const routes: FeatureRoutes = {
  '/whatsapp-bot': lazyPage(() => import('./pages/whatsapp-bot-page'), 'WhatsappBotPage'),
};
