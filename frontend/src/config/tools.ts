/** The one catalogue of PedBook's tools: the calculators, the flowcharts, the venomous accidents and
 * the emergency sheet — each tool's kind, id, title and clinical-mode visibility, in the order the
 * list pages show them. Its description and search words are in tool-texts.ts (they load with the
 * pages and the search engine, not at start-up, like path-descriptions.ts).
 *
 * Everything that lists a tool derives from here: the route registry (paths.ts: path and title),
 * the /calculadoras, /flowcharts and /flowcharts/venomous pages, the search's static lists, the
 * clinical-mode rules and seeds/clinical/tool-pages.json (written by scripts/tool-pages.mjs).
 * Adding a tool: one row here, its texts in tool-texts.ts (the compiler asks for them), its page in
 * the feature's `routes.ts`, then `node scripts/tool-pages.mjs`. */

/** calculator: /calculadoras/<id>; flowchart: /flowcharts/<id>; venomous: an accident under
 * /flowcharts/venomous/<id>; sheet: the emergency sheet, /emergencia (listed with the calculators
 * by search). */
export type ToolKind = 'calculator' | 'flowchart' | 'venomous' | 'sheet';

/** Marks a row hidden in clinical mode: the spec hides "the hydration, SRI and medication items in
 * calculators and flowcharts" (part 2, clinical mode): its list card, search result and page. */
const HIDDEN_IN_CLINICAL_MODE = 'hidden in clinical mode';

type Row = readonly [id: string, title: string, hidden?: typeof HIDDEN_IN_CLINICAL_MODE];

/** The tools of one kind from their rows (id, title, and the mark when clinical mode hides it). */
function rows<const K extends ToolKind, const R extends readonly Row[]>(kind: K, list: R) {
  return list.map(([id, title, hidden]) => ({ kind, id: id as R[number][0], title, hiddenInClinicalMode: hidden === HIDDEN_IN_CLINICAL_MODE }));
}

/** The calculators, in the spec's order (part 1 §2). */
const CALCULATORS = rows('calculator', [
  ['apgar', 'Escore de Apgar'],
  ['rodwell', 'Escore de Rodwell'],
  ['capurro', 'Método de Capurro'],
  ['capurro-neuro', 'Capurro Somático-Neurológico'],
  ['finnegan', 'Escore de Finnegan'],
  ['gina', 'Controle da Asma (GINA)'],
  ['glasgow', 'Escala de Coma de Glasgow'],
  ['imc', 'Índice de Massa Corporal (IMC)'],
  ['bhutani', 'Nomograma de Bhutani'],
  ['sri', 'Sequência Rápida de Intubação', HIDDEN_IN_CLINICAL_MODE],
  ['hidratacao', 'Hidratação Venosa', HIDDEN_IN_CLINICAL_MODE],
]);

const SHEET = rows('sheet', [['emergencia', 'Ficha de Emergência']]);

/** The flowcharts, the most time-critical first (the order /flowcharts shows). */
const FLOWCHARTS = rows('flowchart', [
  ['seizure', 'Crise Convulsiva'],
  ['anaphylaxis', 'Anafilaxia'],
  ['asthma', 'Crise de Asma'],
  ['dka', 'Cetoacidose Diabética'],
  ['dengue', 'Dengue'],
  ['pecarn', 'Trauma Cranioencefálico (PECARN)'],
  ['venomous', 'Animais Peçonhentos'],
  ['hidratacao', 'Hidratação na Desidratação', HIDDEN_IN_CLINICAL_MODE],
]);

/** The venomous accidents (the order /flowcharts/venomous shows). */
const VENOMOUS = rows('venomous', [
  ['scorpion', 'Acidente Escorpiônico'],
  ['bothropic', 'Acidente Botrópico'],
  ['crotalic', 'Acidente Crotálico'],
  ['elapidic', 'Acidente Elapídico'],
  ['phoneutria', 'Acidente por Phoneutria'],
  ['loxoscelic', 'Acidente Loxoscélico'],
]);

/** The whole catalogue, in its order: calculators, the sheet, flowcharts, venomous accidents. */
export const TOOLS = [...CALCULATORS, ...SHEET, ...FLOWCHARTS, ...VENOMOUS];

export type Tool = (typeof TOOLS)[number];
export type ToolOf<K extends ToolKind> = Extract<Tool, { kind: K }>;
export type CalculatorId = ToolOf<'calculator'>['id'];
export type FlowchartId = ToolOf<'flowchart'>['id'];
export type VenomousId = ToolOf<'venomous'>['id'];

/** A tool's path, from its kind and id: the only place these prefixes are spelt. */
export type PathOf<T extends Tool> = T extends { kind: 'calculator' }
  ? `/calculadoras/${T['id']}`
  : T extends { kind: 'flowchart' }
    ? `/flowcharts/${T['id']}`
    : T extends { kind: 'venomous' }
      ? `/flowcharts/venomous/${T['id']}`
      : '/emergencia';
export type ToolPath = PathOf<Tool>;

export function toolPath<T extends Tool>(tool: T): PathOf<T> {
  const path = { calculator: `/calculadoras/${tool.id}`, flowchart: `/flowcharts/${tool.id}`, venomous: `/flowcharts/venomous/${tool.id}`, sheet: '/emergencia' }[tool.kind];
  return path as PathOf<T>;
}

/** The tools of one kind, in the catalogue's order. */
export function toolsOf<K extends ToolKind>(kind: K): ReadonlyArray<ToolOf<K>> {
  return TOOLS.filter((t): t is ToolOf<K> => t.kind === kind);
}

/** Whether clinical mode hides a tool (given itself or its path): its list card, its search result
 * and its page (which then says so). */
export function isHiddenInClinicalMode(tool: Tool | ToolPath): boolean {
  return (typeof tool === 'string' ? toolAt(tool) : tool).hiddenInClinicalMode;
}

/** What a list page shows: the tools of a kind, without the ones clinical mode hides when it is on. */
export function visibleTools<K extends ToolKind>(kind: K, clinicalMode: boolean): ReadonlyArray<ToolOf<K>> {
  return toolsOf(kind).filter((t) => !(clinicalMode && isHiddenInClinicalMode(t)));
}

/** The tool of a path. */
export function toolAt(path: ToolPath): Tool {
  return TOOLS.find((t) => toolPath(t) === path)!;
}

/** The type a tool's result has in the search (the sheet is listed with the calculators) and the
 * kind of its row in seeds/clinical/tool-pages.json. */
export const SEARCH_TYPE = { calculator: 'calculator', sheet: 'calculator', flowchart: 'flowchart', venomous: 'flowchart' } as const satisfies Record<ToolKind, 'calculator' | 'flowchart'>;
