/** Static search lists (calculators, flowcharts, childcare, toxidromes) with the spec's caps. */

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
  { id: 'apgar', name: 'Escore de Apgar', path: '/calculadoras/apgar', description: 'Vitalidade do recém-nascido', keywords: 'neonatal rn' },
  { id: 'rodwell', name: 'Escore de Rodwell', path: '/calculadoras/rodwell', description: 'Sepse neonatal', keywords: 'hematologico' },
  { id: 'capurro', name: 'Método de Capurro', path: '/calculadoras/capurro', description: 'Idade gestacional', keywords: 'ig somatico' },
  { id: 'capurro-neuro', name: 'Capurro Somático-Neurológico', path: '/calculadoras/capurro-neuro', description: 'Idade gestacional', keywords: 'ig' },
  { id: 'finnegan', name: 'Escore de Finnegan', path: '/calculadoras/finnegan', description: 'Abstinência neonatal' },
  { id: 'gina', name: 'Controle da Asma (GINA)', path: '/calculadoras/gina', description: 'Controle dos sintomas de asma' },
  { id: 'glasgow', name: 'Escala de Coma de Glasgow', path: '/calculadoras/glasgow', description: 'Nível de consciência', keywords: 'neurologia coma' },
  { id: 'imc', name: 'Índice de Massa Corporal (IMC)', path: '/calculadoras/imc', description: 'Antropometria', keywords: 'bmi peso altura' },
  { id: 'bhutani', name: 'Nomograma de Bhutani', path: '/calculadoras/bhutani', description: 'Risco de hiperbilirrubinemia', keywords: 'ictericia bilirrubina' },
  { id: 'sri', name: 'Sequência Rápida de Intubação', path: '/calculadoras/sri', description: 'Drogas da intubação', keywords: 'sri intubacao', hiddenInClinicalMode: true },
  { id: 'hidratacao', name: 'Hidratação Venosa', path: '/calculadoras/hidratacao', description: 'Holliday-Segar', keywords: 'hidratacao soro manutencao', hiddenInClinicalMode: true },
];

export const FLOWCHARTS: StaticItem[] = [
  { id: 'seizure', name: 'Crise Convulsiva', path: '/flowcharts/seizure', description: 'Estado de mal epiléptico', keywords: 'convulsao epilepsia' },
  { id: 'dengue', name: 'Dengue', path: '/flowcharts/dengue', description: 'Classificação de risco e manejo' },
  { id: 'dka', name: 'Cetoacidose Diabética', path: '/flowcharts/dka', description: 'Hidratação, insulina e eletrólitos', keywords: 'cad diabetes' },
  { id: 'anaphylaxis', name: 'Anafilaxia', path: '/flowcharts/anaphylaxis', description: 'Tratamento imediato', keywords: 'alergia adrenalina' },
  { id: 'asthma', name: 'Crise de Asma', path: '/flowcharts/asthma', description: 'Gravidade e tratamento', keywords: 'asma broncoespasmo' },
  { id: 'pecarn', name: 'Trauma Cranioencefálico (PECARN)', path: '/flowcharts/pecarn', description: 'Indicação de tomografia', keywords: 'tce trauma' },
  { id: 'venomous', name: 'Animais Peçonhentos', path: '/flowcharts/venomous', description: 'Escorpiões, serpentes e aranhas', keywords: 'peconhentos picada' },
  { id: 'scorpion', name: 'Acidente Escorpiônico', path: '/flowcharts/venomous/scorpion', description: 'Animais peçonhentos', keywords: 'escorpiao' },
  { id: 'bothropic', name: 'Acidente Botrópico', path: '/flowcharts/venomous/bothropic', description: 'Jararaca', keywords: 'serpente cobra' },
  { id: 'crotalic', name: 'Acidente Crotálico', path: '/flowcharts/venomous/crotalic', description: 'Cascavel', keywords: 'serpente cobra' },
  { id: 'elapidic', name: 'Acidente Elapídico', path: '/flowcharts/venomous/elapidic', description: 'Coral verdadeira', keywords: 'serpente cobra' },
  { id: 'phoneutria', name: 'Acidente por Phoneutria', path: '/flowcharts/venomous/phoneutria', description: 'Aranha-armadeira', keywords: 'aranha' },
  { id: 'loxoscelic', name: 'Acidente Loxoscélico', path: '/flowcharts/venomous/loxoscelic', description: 'Aranha-marrom', keywords: 'aranha' },
  { id: 'hidratacao', name: 'Hidratação na Desidratação', path: '/flowcharts/hidratacao', description: 'Planos A, B e C', keywords: 'desidratacao diarreia', hiddenInClinicalMode: true },
];

export const CHILDCARE: StaticItem[] = [
  { id: 'growth', name: 'Curvas de Crescimento', path: '/puericultura/curva-de-crescimento', description: 'Curvas da OMS', keywords: 'peso altura estatura' },
  { id: 'vaccines', name: 'Calendário Vacinal', path: '/puericultura/calendario-vacinal', description: 'Vacinação da criança', keywords: 'vacina' },
  { id: 'formulas', name: 'Fórmulas Infantis', path: '/puericultura/formulas', description: 'Fórmulas por indicação', keywords: 'leite' },
  { id: 'supplementation', name: 'Suplementação Infantil', path: '/puericultura/suplementacao-infantil', description: 'Vitaminas e ferro', keywords: 'vitamina ferro' },
  { id: 'dnpm', name: 'Marcos do Desenvolvimento (DNPM)', path: '/dnpm', description: 'Desenvolvimento neuropsicomotor', keywords: 'desenvolvimento' },
  { id: 'patient-overview', name: 'Visão Geral do Paciente', path: '/puericultura/patient-overview', description: 'Resumo por idade' },
];

export const TOXIDROMES: StaticItem[] = [
  { id: 'benzodiazepines', name: 'Benzodiazepínicos', path: '/poisonings/benzodiazepines', description: 'Antídoto: flumazenil', keywords: 'flumazenil diazepam midazolam' },
  { id: 'opioids', name: 'Opioides', path: '/poisonings/opioids', description: 'Antídoto: naloxona', keywords: 'naloxona morfina' },
  { id: 'anticholinergics', name: 'Anticolinérgicos', path: '/poisonings/anticholinergics', description: 'Antídoto: fisostigmina', keywords: 'fisostigmina' },
  { id: 'sympathomimetics', name: 'Simpatomiméticos', path: '/poisonings/sympathomimetics', description: 'Sem antídoto específico', keywords: 'cocaina anfetamina' },
  { id: 'cholinergics', name: 'Colinérgicos', path: '/poisonings/cholinergics', description: 'Atropina e pralidoxima', keywords: 'organofosforado atropina' },
  { id: 'methemoglobinemia', name: 'Metemoglobinemia', path: '/poisonings/methemoglobinemia', description: 'Antídoto: azul de metileno', keywords: 'azul de metileno' },
  { id: 'paracetamol', name: 'Paracetamol', path: '/poisonings/paracetamol', description: 'Antídoto: N-acetilcisteína', keywords: 'acetaminofeno acetilcisteina' },
  { id: 'tricyclic-antidepressants', name: 'Antidepressivos Tricíclicos', path: '/poisonings/tricyclic-antidepressants', description: 'Bicarbonato de sódio', keywords: 'amitriptilina bicarbonato' },
  { id: 'beta-blockers', name: 'Betabloqueadores', path: '/poisonings/beta-blockers', description: 'Antídoto: glucagon', keywords: 'propranolol glucagon' },
];
