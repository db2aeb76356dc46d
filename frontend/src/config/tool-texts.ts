/** The texts of each tool of the catalogue (tools.ts): the sentence its page, its list card and its
 * search result show under the title, and the words a pediatrician types for it (search and Dr.
 * Will's retrieval). Apart from tools.ts because the registry is on the start-up path and these load
 * only with the pages, the search engine and the seed script that use them. Keyed by the tool's
 * path: the compiler refuses a tool without texts or texts without a tool. */
import { TOOLS, isHiddenInClinicalMode, toolPath, type Tool, type ToolKind, type ToolPath } from './tools';

interface ToolText {
  description: string;
  keywords: string;
}

const TEXTS = {
  '/calculadoras/apgar': { description: 'Avaliação da vitalidade do recém-nascido no 1º e 5º minutos de vida.', keywords: 'apgar recém-nascido vitalidade nascimento sala de parto reanimação neonatal rn' },
  '/calculadoras/rodwell': { description: 'Escore hematológico para triagem de sepse neonatal.', keywords: 'rodwell sepse neonatal hemograma leucócitos neutrófilos bastões infecção recém-nascido hematológico' },
  '/calculadoras/capurro': { description: 'Estimativa da idade gestacional pelo exame somático do recém-nascido.', keywords: 'capurro idade gestacional prematuro recém-nascido exame somático ig' },
  '/calculadoras/capurro-neuro': { description: 'Idade gestacional por critérios somáticos e neurológicos.', keywords: 'capurro neurológico idade gestacional prematuro recém-nascido ig' },
  '/calculadoras/finnegan': { description: 'Avaliação da síndrome de abstinência neonatal.', keywords: 'finnegan abstinência neonatal opioide recém-nascido mãe usuária' },
  '/calculadoras/gina': { description: 'Classificação do controle dos sintomas de asma segundo a GINA.', keywords: 'gina asma controle sintomas bronquite' },
  '/calculadoras/glasgow': { description: 'Nível de consciência com a adaptação pediátrica da escala.', keywords: 'glasgow coma consciência trauma neurológico rebaixamento neurologia' },
  '/calculadoras/imc': { description: 'Cálculo do IMC e sua interpretação para a idade.', keywords: 'imc índice massa corporal obesidade sobrepeso magreza peso altura bmi' },
  '/calculadoras/bhutani': { description: 'Risco de hiperbilirrubinemia pela bilirrubina e horas de vida.', keywords: 'bhutani icterícia bilirrubina hiperbilirrubinemia fototerapia recém-nascido' },
  '/calculadoras/sri': { description: 'Doses das medicações da intubação em sequência rápida por peso.', keywords: 'intubação sequência rápida sri via aérea cetamina etomidato rocurônio succinilcolina fentanil' },
  '/calculadoras/hidratacao': { description: 'Cálculo da hidratação venosa de manutenção (Holliday-Segar).', keywords: 'hidratação venosa manutenção soro holliday segar volume líquidos' },
  '/emergencia': { description: 'Reanimação para o peso da criança: drogas em mL, choques, materiais, sinais vitais e cronômetro de parada.', keywords: 'emergência parada pcr reanimação rcp adrenalina desfibrilação choque carrinho broselow tubo' },
  '/flowcharts/seizure': { description: 'Manejo da crise convulsiva e do estado de mal epiléptico.', keywords: 'convulsão crise convulsiva epilepsia estado de mal epiléptico diazepam midazolam fenitoína' },
  '/flowcharts/anaphylaxis': { description: 'Reconhecimento e tratamento imediato da anafilaxia.', keywords: 'anafilaxia alergia choque anafilático adrenalina urticária' },
  '/flowcharts/asthma': { description: 'Avaliação da gravidade e tratamento da crise asmática.', keywords: 'asma crise asmática broncoespasmo sibilância salbutamol corticoide' },
  '/flowcharts/dka': { description: 'Abordagem da cetoacidose diabética: hidratação, insulina e eletrólitos.', keywords: 'cetoacidose diabética diabetes insulina glicemia acidose potássio cad' },
  '/flowcharts/dengue': { description: 'Classificação de risco e manejo da dengue na criança.', keywords: 'dengue febre arbovirose sinais de alarme hidratação plaquetas' },
  '/flowcharts/pecarn': { description: 'Regra PECARN para indicação de tomografia no TCE.', keywords: 'pecarn trauma cranioencefálico tce tomografia queda cabeça' },
  '/flowcharts/venomous': { description: 'Acidentes por escorpiões, serpentes e aranhas.', keywords: 'peçonhentos picada escorpião serpente cobra aranha soro antiveneno' },
  '/flowcharts/hidratacao': { description: 'Planos de hidratação A, B e C para a criança desidratada.', keywords: 'desidratação diarreia vômitos hidratação oral plano a b c soro reidratação' },
  '/flowcharts/venomous/scorpion': { description: 'Classificação e soroterapia no acidente por escorpião.', keywords: 'escorpião picada acidente escorpiônico soro antiescorpiônico' },
  '/flowcharts/venomous/bothropic': { description: 'Acidente por jararaca: classificação e soroterapia.', keywords: 'jararaca cobra serpente acidente botrópico soro antibotrópico' },
  '/flowcharts/venomous/crotalic': { description: 'Acidente por cascavel: classificação e soroterapia.', keywords: 'cascavel cobra serpente acidente crotálico soro anticrotálico' },
  '/flowcharts/venomous/elapidic': { description: 'Acidente por coral verdadeira: conduta e soroterapia.', keywords: 'coral cobra coral serpente acidente elapídico soro antielapídico' },
  '/flowcharts/venomous/phoneutria': { description: 'Acidente por aranha-armadeira: analgesia e soroterapia.', keywords: 'aranha armadeira phoneutria picada dor soro antiaracnídico' },
  '/flowcharts/venomous/loxoscelic': { description: 'Acidente por aranha-marrom: formas cutânea e cutâneo-visceral.', keywords: 'aranha marrom loxosceles picada necrose soro antiloxoscélico' },
} as const satisfies Record<ToolPath, ToolText>;

/** A tool with everything the catalogue knows of it. */
export interface ToolEntry {
  kind: ToolKind;
  id: Tool['id'];
  title: string;
  path: ToolPath;
  description: string;
  keywords: string;
  hiddenInClinicalMode: boolean;
}

/** The whole catalogue, in its order. */
export const TOOL_CATALOGUE: readonly ToolEntry[] = TOOLS.map((t) => {
  const path = toolPath(t);
  return { kind: t.kind, id: t.id, title: t.title, path, ...TEXTS[path], hiddenInClinicalMode: isHiddenInClinicalMode(t) };
});
