import { lazyPage, type FeatureRoutes } from '@/config/feature-routes';

const protocol = <K extends keyof typeof import('./pages/protocol-pages') & string>(name: K) => lazyPage(() => import('./pages/protocol-pages'), name);

export const routes: FeatureRoutes = {
  '/flowcharts': lazyPage(() => import('./pages/flowcharts-page'), 'FlowchartsPage'),
  '/flowcharts/venomous': lazyPage(() => import('./pages/venomous-page'), 'VenomousPage'),
  '/flowcharts/seizure': protocol('SeizurePage'),
  '/flowcharts/dengue': protocol('DenguePage'),
  '/flowcharts/dka': protocol('DkaPage'),
  '/flowcharts/anaphylaxis': protocol('AnaphylaxisPage'),
  '/flowcharts/asthma': protocol('AsthmaPage'),
  '/flowcharts/pecarn': protocol('PecarnPage'),
  '/flowcharts/hidratacao': protocol('HidratacaoPage'),
  '/flowcharts/venomous/scorpion': protocol('ScorpionPage'),
  '/flowcharts/venomous/bothropic': protocol('BothropicPage'),
  '/flowcharts/venomous/crotalic': protocol('CrotalicPage'),
  '/flowcharts/venomous/elapidic': protocol('ElapidicPage'),
  '/flowcharts/venomous/phoneutria': protocol('PhoneutriaPage'),
  '/flowcharts/venomous/loxoscelic': protocol('LoxoscelicPage'),
};
