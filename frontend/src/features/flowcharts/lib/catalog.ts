/** The flowcharts listed on /flowcharts and /flowcharts/venomous, with the registry path of each. */
import type { FlowchartId } from '@/clinical/flowcharts';
import { pathTo, type RoutePath } from '@/config/paths';

export type FlowchartPath = Extract<RoutePath, `/flowcharts${string}`>;
export interface CatalogEntry { id: FlowchartId | 'venomous'; path: FlowchartPath }

export const URGENCIES: readonly CatalogEntry[] = [
  { id: 'seizure', path: '/flowcharts/seizure' },
  { id: 'anaphylaxis', path: '/flowcharts/anaphylaxis' },
  { id: 'asthma', path: '/flowcharts/asthma' },
  { id: 'dka', path: '/flowcharts/dka' },
  { id: 'dengue', path: '/flowcharts/dengue' },
  { id: 'pecarn', path: '/flowcharts/pecarn' },
  { id: 'venomous', path: '/flowcharts/venomous' },
  { id: 'hidratacao', path: '/flowcharts/hidratacao' },
];

export const VENOMOUS: readonly CatalogEntry[] = [
  { id: 'scorpion', path: '/flowcharts/venomous/scorpion' },
  { id: 'bothropic', path: '/flowcharts/venomous/bothropic' },
  { id: 'crotalic', path: '/flowcharts/venomous/crotalic' },
  { id: 'elapidic', path: '/flowcharts/venomous/elapidic' },
  { id: 'phoneutria', path: '/flowcharts/venomous/phoneutria' },
  { id: 'loxoscelic', path: '/flowcharts/venomous/loxoscelic' },
];

/** Clinical mode hides the hydration items (spec part 2 §"Clinical mode"). */
export const HIDDEN_IN_CLINICAL_MODE: ReadonlySet<string> = new Set(['hidratacao']);

export const BACK_TO_LIST = { path: pathTo('/flowcharts'), label: 'Fluxogramas' };
export const BACK_TO_VENOMOUS = { path: pathTo('/flowcharts/venomous'), label: 'Animais Peçonhentos' };
