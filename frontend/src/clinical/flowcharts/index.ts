/** The flowcharts: the pure engine and the typed protocols (8 urgencies, 6 venomous accidents). */
import { ANAPHYLAXIS } from './protocols/anaphylaxis';
import { ASTHMA } from './protocols/asthma';
import { DENGUE } from './protocols/dengue';
import { DKA } from './protocols/dka';
import { HIDRATACAO } from './protocols/hidratacao';
import { PECARN } from './protocols/pecarn';
import { SEIZURE } from './protocols/seizure';
import { BOTHROPIC, CROTALIC, ELAPIDIC, LOXOSCELIC, PHONEUTRIA, SCORPION } from './protocols/venomous';
import type { Flowchart, FlowchartId } from './types';

export * from './types';
export * from './engine';

export const FLOWCHARTS: Readonly<Record<FlowchartId, Flowchart>> = {
  seizure: SEIZURE, dengue: DENGUE, dka: DKA, anaphylaxis: ANAPHYLAXIS, asthma: ASTHMA, pecarn: PECARN, hidratacao: HIDRATACAO,
  scorpion: SCORPION, bothropic: BOTHROPIC, crotalic: CROTALIC, elapidic: ELAPIDIC, phoneutria: PHONEUTRIA, loxoscelic: LOXOSCELIC,
};

export const VENOMOUS_IDS = ['scorpion', 'bothropic', 'crotalic', 'elapidic', 'phoneutria', 'loxoscelic'] as const satisfies readonly FlowchartId[];

/** Accidents of the venomous index the flowcharts do not cover, with their vials (reference.md §17). */
export const OTHER_VENOMOUS_VIALS: ReadonlyArray<{ name: string; serum: string; mild: string; moderate: string; severe: string }> = [
  { name: 'Laquético (surucucu)', serum: 'SABL', mild: '— (todos ≥ moderado)', moderate: '10', severe: '20' },
  { name: 'Lonomia (taturana)', serum: 'SALon', mild: '0', moderate: '5', severe: '10' },
];
