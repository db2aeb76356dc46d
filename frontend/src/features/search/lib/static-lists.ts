/** Static search lists (calculators, flowcharts, childcare, toxidromes) with the spec's caps;
 * paths from the route registry (pathTo only accepts registered patterns). */
import { pathTo } from '@/config/paths';

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

export const CALCULATORS: StaticItem[] = [
  { id: 'apgar', name: 'Escore de Apgar', path: pathTo('/calculadoras/apgar'), description: 'Vitalidade do recém-nascido', keywords: 'neonatal rn' },
  { id: 'rodwell', name: 'Escore de Rodwell', path: pathTo('/calculadoras/rodwell'), description: 'Sepse neonatal', keywords: 'hematologico' },
  { id: 'capurro', name: 'Método de Capurro', path: pathTo('/calculadoras/capurro'), description: 'Idade gestacional', keywords: 'ig somatico' },
  { id: 'capurro-neuro', name: 'Capurro Somático-Neurológico', path: pathTo('/calculadoras/capurro-neuro'), description: 'Idade gestacional', keywords: 'ig' },
  { id: 'finnegan', name: 'Escore de Finnegan', path: pathTo('/calculadoras/finnegan'), description: 'Abstinência neonatal' },
  { id: 'gina', name: 'Controle da Asma (GINA)', path: pathTo('/calculadoras/gina'), description: 'Controle dos sintomas de asma' },
  { id: 'glasgow', name: 'Escala de Coma de Glasgow', path: pathTo('/calculadoras/glasgow'), description: 'Nível de consciência', keywords: 'neurologia coma' },
  { id: 'imc', name: 'Índice de Massa Corporal (IMC)', path: pathTo('/calculadoras/imc'), description: 'Antropometria', keywords: 'bmi peso altura' },
  { id: 'bhutani', name: 'Nomograma de Bhutani', path: pathTo('/calculadoras/bhutani'), description: 'Risco de hiperbilirrubinemia', keywords: 'ictericia bilirrubina' },
  { id: 'sri', name: 'Sequência Rápida de Intubação', path: pathTo('/calculadoras/sri'), description: 'Drogas da intubação', keywords: 'sri intubacao', hiddenInClinicalMode: true },
  { id: 'emergencia', name: 'Ficha de Emergência', path: pathTo('/emergencia'), description: 'Reanimação: drogas em mL, choques e materiais por peso', keywords: 'parada pcr reanimacao rcp adrenalina desfibrilacao choque carrinho broselow tubo' },
  { id: 'hidratacao', name: 'Hidratação Venosa', path: pathTo('/calculadoras/hidratacao'), description: 'Holliday-Segar', keywords: 'hidratacao soro manutencao', hiddenInClinicalMode: true },
];

export const FLOWCHARTS: StaticItem[] = [
  { id: 'seizure', name: 'Crise Convulsiva', path: pathTo('/flowcharts/seizure'), description: 'Estado de mal epiléptico', keywords: 'convulsao epilepsia' },
  { id: 'dengue', name: 'Dengue', path: pathTo('/flowcharts/dengue'), description: 'Classificação de risco e manejo' },
  { id: 'dka', name: 'Cetoacidose Diabética', path: pathTo('/flowcharts/dka'), description: 'Hidratação, insulina e eletrólitos', keywords: 'cad diabetes' },
  { id: 'anaphylaxis', name: 'Anafilaxia', path: pathTo('/flowcharts/anaphylaxis'), description: 'Tratamento imediato', keywords: 'alergia adrenalina' },
  { id: 'asthma', name: 'Crise de Asma', path: pathTo('/flowcharts/asthma'), description: 'Gravidade e tratamento', keywords: 'asma broncoespasmo' },
  { id: 'pecarn', name: 'Trauma Cranioencefálico (PECARN)', path: pathTo('/flowcharts/pecarn'), description: 'Indicação de tomografia', keywords: 'tce trauma' },
  { id: 'venomous', name: 'Animais Peçonhentos', path: pathTo('/flowcharts/venomous'), description: 'Escorpiões, serpentes e aranhas', keywords: 'peconhentos picada' },
  { id: 'scorpion', name: 'Acidente Escorpiônico', path: pathTo('/flowcharts/venomous/scorpion'), description: 'Animais peçonhentos', keywords: 'escorpiao' },
  { id: 'bothropic', name: 'Acidente Botrópico', path: pathTo('/flowcharts/venomous/bothropic'), description: 'Jararaca', keywords: 'serpente cobra' },
  { id: 'crotalic', name: 'Acidente Crotálico', path: pathTo('/flowcharts/venomous/crotalic'), description: 'Cascavel', keywords: 'serpente cobra' },
  { id: 'elapidic', name: 'Acidente Elapídico', path: pathTo('/flowcharts/venomous/elapidic'), description: 'Coral verdadeira', keywords: 'serpente cobra' },
  { id: 'phoneutria', name: 'Acidente por Phoneutria', path: pathTo('/flowcharts/venomous/phoneutria'), description: 'Aranha-armadeira', keywords: 'aranha' },
  { id: 'loxoscelic', name: 'Acidente Loxoscélico', path: pathTo('/flowcharts/venomous/loxoscelic'), description: 'Aranha-marrom', keywords: 'aranha' },
  { id: 'hidratacao', name: 'Hidratação na Desidratação', path: pathTo('/flowcharts/hidratacao'), description: 'Planos A, B e C', keywords: 'desidratacao diarreia', hiddenInClinicalMode: true },
];

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
