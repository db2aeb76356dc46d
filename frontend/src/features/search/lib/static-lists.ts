/** Static search lists (calculators, flowcharts, childcare, toxidromes) with the spec's caps;
 * the calculators and flowcharts are the tool catalogue's (config/tools.ts), the other paths come
 * from the route registry (pathTo only accepts registered patterns). */
import { pathTo } from '@/config/paths';
import { TOOL_CATALOGUE } from '@/config/tool-texts';
import { SEARCH_TYPE } from '@/config/tools';

export interface StaticItem {
  id: string;
  name: string;
  path: string;
  description: string;
  keywords?: string;
  /** Hidden in clinical mode (hydration, SRI, medication items). */
  hiddenInClinicalMode?: boolean;
}

export const STATIC_CAPS: Record<'calculator' | 'flowchart' | 'childcare' | 'toxidrome', number> = {
  calculator: 8,
  flowchart: 10,
  childcare: 5,
  toxidrome: 10,
};

/** A tool of the catalogue (config/tools.ts) as a search item: its title, path, description, words
 * and clinical-mode rule. */
const toolItems = (type: 'calculator' | 'flowchart'): StaticItem[] =>
  TOOL_CATALOGUE.filter((t) => SEARCH_TYPE[t.kind] === type).map((t) => ({
    id: t.id,
    name: t.title,
    path: t.path,
    description: t.description,
    keywords: t.keywords,
    hiddenInClinicalMode: t.hiddenInClinicalMode,
  }));

/** The calculators and the emergency sheet. */
export const CALCULATORS: StaticItem[] = toolItems('calculator');

/** The flowcharts and the venomous accidents. */
export const FLOWCHARTS: StaticItem[] = toolItems('flowchart');

export const CHILDCARE: StaticItem[] = [
  { id: 'growth', name: 'Curvas de Crescimento', path: pathTo('/puericultura/curva-de-crescimento'), description: 'Curvas da OMS', keywords: 'peso altura estatura' },
  { id: 'vaccines', name: 'Calendário Vacinal', path: pathTo('/puericultura/calendario-vacinal'), description: 'Vacinação da criança', keywords: 'vacina' },
  { id: 'formulas', name: 'Fórmulas Infantis', path: pathTo('/puericultura/formulas'), description: 'Fórmulas por indicação', keywords: 'leite' },
  { id: 'supplementation', name: 'Suplementação Infantil', path: pathTo('/puericultura/suplementacao-infantil'), description: 'Vitaminas e ferro', keywords: 'vitamina ferro' },
  { id: 'dnpm', name: 'Marcos do Desenvolvimento (DNPM)', path: pathTo('/dnpm'), description: 'Desenvolvimento neuropsicomotor', keywords: 'desenvolvimento' },
  { id: 'patient-overview', name: 'Visão Geral do Paciente', path: pathTo('/puericultura/patient-overview'), description: 'Resumo por idade' },
];

export const TOXIDROMES: StaticItem[] = [
  { id: 'benzodiazepines', name: 'Benzodiazepínicos', path: pathTo('/poisonings/:id', { id: 'benzodiazepines' }), description: 'Antídoto: flumazenil', keywords: 'flumazenil diazepam midazolam' },
  { id: 'opioids', name: 'Opioides', path: pathTo('/poisonings/:id', { id: 'opioids' }), description: 'Antídoto: naloxona', keywords: 'naloxona morfina' },
  { id: 'anticholinergics', name: 'Anticolinérgicos', path: pathTo('/poisonings/:id', { id: 'anticholinergics' }), description: 'Antídoto: fisostigmina', keywords: 'fisostigmina' },
  { id: 'sympathomimetics', name: 'Simpatomiméticos', path: pathTo('/poisonings/:id', { id: 'sympathomimetics' }), description: 'Sem antídoto específico', keywords: 'cocaina anfetamina' },
  { id: 'cholinergics', name: 'Colinérgicos', path: pathTo('/poisonings/:id', { id: 'cholinergics' }), description: 'Atropina e pralidoxima', keywords: 'organofosforado atropina' },
  { id: 'methemoglobinemia', name: 'Metemoglobinemia', path: pathTo('/poisonings/:id', { id: 'methemoglobinemia' }), description: 'Antídoto: azul de metileno', keywords: 'azul de metileno' },
  { id: 'paracetamol', name: 'Paracetamol', path: pathTo('/poisonings/:id', { id: 'paracetamol' }), description: 'Antídoto: N-acetilcisteína', keywords: 'acetaminofeno acetilcisteina' },
  { id: 'tricyclic-antidepressants', name: 'Antidepressivos Tricíclicos', path: pathTo('/poisonings/:id', { id: 'tricyclic-antidepressants' }), description: 'Bicarbonato de sódio', keywords: 'amitriptilina bicarbonato' },
  { id: 'beta-blockers', name: 'Betabloqueadores', path: pathTo('/poisonings/:id', { id: 'beta-blockers' }), description: 'Antídoto: glucagon', keywords: 'propranolol glucagon' },
];
