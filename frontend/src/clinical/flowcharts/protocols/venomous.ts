/** Venomous-animal accidents (Brazil): severity → antivenom vials (reference.md §17 and §0). */
import { nodes, src } from '../build';
import type { Flowchart, FlowNode } from '../types';

const GUIDE = 'Brasil, FUNASA/MS. Manual de diagnóstico e tratamento de acidentes por animais peçonhentos, 2ª ed., 2001; Brasil, MS. Guia de Vigilância em Saúde, capítulo "Acidentes por animais peçonhentos" (edição vigente); Ofício Circular nº 02/2014 CGDT/DEVIT/SVS/MS (períodos críticos de abastecimento).';
const S = src('§17', 'K');
const AV = 'Soro IV, sem diluir ou diluído, sem teste cutâneo; observar reações durante e após a infusão.';

function severity(id: string, title: string, items: string[], outcomes: Array<{ id: string; label: string }>): FlowNode {
  return { id, kind: 'question', title, items, source: S, options: outcomes.map((o) => ({ id: o.id, label: o.label, next: o.id })) };
}

export const BOTHROPIC: Flowchart = {
  id: 'bothropic', title: 'Acidente Botrópico', guideline: GUIDE, verification: 'K', requires: { weight: false, age: false }, start: 'severity',
  nodes: nodes(
    severity('severity', 'Gravidade (jararaca)', [
      'Leve: dor/edema local discretos ou ausentes, sangramento ausente ou mínimo, tempo de coagulação normal ou alterado.',
      'Moderado: dor e edema evidentes além do segmento picado, com ou sem sangramento não grave.',
      'Grave: edema intenso e extenso (pode atingir todo o membro), bolhas/necrose, e/ou choque, anúria, sangramento grave.',
    ], [{ id: 'mild', label: 'Leve' }, { id: 'moderate', label: 'Moderado' }, { id: 'severe', label: 'Grave' }]),
    { id: 'mild', kind: 'outcome', tone: 'warning', title: 'Botrópico leve: 2–4 ampolas de SAB', items: [AV], doses: [{ rule: 'bothropic_mild' }], source: S },
    { id: 'moderate', kind: 'outcome', tone: 'warning', title: 'Botrópico moderado: 4–8 ampolas de SAB', items: [AV], doses: [{ rule: 'bothropic_moderate' }], source: S },
    { id: 'severe', kind: 'outcome', tone: 'urgent', title: 'Botrópico grave: 12 ampolas de SAB', items: [AV, 'Choque, anúria ou sangramento grave: suporte intensivo.'], doses: [{ rule: 'bothropic_severe' }], source: S },
  ),
};

export const CROTALIC: Flowchart = {
  id: 'crotalic', title: 'Acidente Crotálico', guideline: GUIDE, verification: 'K', requires: { weight: false, age: false }, start: 'severity',
  nodes: nodes(
    severity('severity', 'Gravidade (cascavel)', [
      'Leve: sinais neurotóxicos discretos e tardios (ptose, visão turva), mialgia ausente ou discreta, urina normal.',
      'Moderado: fácies neurotóxica evidente, mialgia discreta, urina pode estar escura.',
      'Grave: sinais neurotóxicos intensos, mialgia generalizada intensa, urina escura (mioglobinúria), oligúria/anúria.',
    ], [{ id: 'mild', label: 'Leve' }, { id: 'moderate', label: 'Moderado' }, { id: 'severe', label: 'Grave' }]),
    { id: 'mild', kind: 'outcome', tone: 'warning', title: 'Crotálico leve: 5 ampolas de SAC', items: [AV, 'Hidratação adequada para prevenir lesão renal.'], doses: [{ rule: 'crotalic_mild' }], source: S },
    { id: 'moderate', kind: 'outcome', tone: 'warning', title: 'Crotálico moderado: 10 ampolas de SAC', items: [AV, 'Hidratação adequada para prevenir lesão renal.'], doses: [{ rule: 'crotalic_moderate' }], source: S },
    { id: 'severe', kind: 'outcome', tone: 'urgent', title: 'Crotálico grave: 20 ampolas de SAC', items: [AV, 'Oligúria/anúria: suporte intensivo.'], doses: [{ rule: 'crotalic_severe' }], source: S },
  ),
};

export const ELAPIDIC: Flowchart = {
  id: 'elapidic', title: 'Acidente Elapídico', guideline: GUIDE, verification: 'K', requires: { weight: false, age: false }, start: 'signs',
  nodes: nodes(
    {
      id: 'signs', kind: 'question', title: 'Há sinais neurotóxicos?', items: ['Ptose palpebral, diplopia, fácies miastênica, dificuldade de deglutir, fraqueza, insuficiência respiratória.', 'Todo acidente por coral verdadeira é potencialmente grave.'], source: S,
      options: [{ id: 'yes', label: 'Sim', next: 'neuro' }, { id: 'no', label: 'Ainda não', next: 'no_signs' }],
    },
    { id: 'neuro', kind: 'outcome', tone: 'urgent', title: 'Elapídico com sinais neurotóxicos: 10 ampolas de SAE', items: [AV, 'Suporte ventilatório se insuficiência respiratória.'], doses: [{ rule: 'elapidic' }], source: S },
    { id: 'no_signs', kind: 'outcome', tone: 'urgent', title: 'Potencialmente grave: 10 ampolas de SAE', items: [AV, 'Os sinais neurotóxicos podem surgir horas depois: tratar como potencialmente grave e observar em hospital.'], doses: [{ rule: 'elapidic' }], source: S },
  ),
};

const SCORPION_U = src('§17', 'U', 'Ampolas e tempo de observação do Manual de 2001: o PCDT dos Acidentes Escorpiônicos (MS, agosto de 2025) foi publicado, mas sua tabela de soroterapia não foi encontrada — conferir no PCDT antes de usar.');
const UNDER_7 = 'Crianças < 7 anos com qualquer sinal sistêmico: observar por pelo menos 24 h em hospital.';

export const SCORPION: Flowchart = {
  id: 'scorpion', title: 'Acidente Escorpiônico', guideline: GUIDE, verification: 'U', requires: { weight: false, age: false }, start: 'severity',
  nodes: nodes(
    { ...severity('severity', 'Gravidade (Tityus)', [
      'Leve: dor e parestesia locais.',
      'Moderado: dor local com vômitos ocasionais, sudorese, náuseas, agitação, taquicardia/taquipneia/hipertensão leves.',
      'Grave: vômitos profusos e incoercíveis, sudorese profusa, prostração, bradicardia, insuficiência cardíaca, edema pulmonar, choque, convulsões, coma.',
    ], [{ id: 'mild', label: 'Leve' }, { id: 'moderate', label: 'Moderado' }, { id: 'severe', label: 'Grave' }]), source: SCORPION_U },
    { id: 'mild', kind: 'outcome', tone: 'warning', title: 'Escorpiônico leve: sem soro', items: ['Analgesia (inclusive anestésico local sem vasoconstritor).', 'Observar crianças por 4–6 h.', UNDER_7], source: SCORPION_U },
    { id: 'moderate', kind: 'outcome', tone: 'urgent', title: 'Escorpiônico moderado: 2–3 ampolas', items: [AV, 'Analgesia; tratar vômitos.', UNDER_7], doses: [{ rule: 'scorpion_moderate' }], source: SCORPION_U },
    { id: 'severe', kind: 'outcome', tone: 'urgent', title: 'Escorpiônico grave: 4–6 ampolas', items: [AV, 'UTI: suporte cardiovascular e respiratório.', UNDER_7], doses: [{ rule: 'scorpion_severe' }], source: SCORPION_U },
  ),
};

export const PHONEUTRIA: Flowchart = {
  id: 'phoneutria', title: 'Acidente por Phoneutria', guideline: GUIDE, verification: 'K', requires: { weight: false, age: false }, start: 'severity',
  nodes: nodes(
    severity('severity', 'Gravidade (aranha-armadeira)', [
      'Leve: dor local, com ou sem taquicardia e agitação.',
      'Moderado: acrescido de sudorese, vômitos ocasionais, agitação, hipertensão.',
      'Grave: sudorese profusa, sialorreia, priapismo, vômitos repetidos, diarreia, bradicardia, hipotensão, arritmia, edema pulmonar, choque.',
    ], [{ id: 'mild', label: 'Leve' }, { id: 'moderate', label: 'Moderado' }, { id: 'severe', label: 'Grave' }]),
    { id: 'mild', kind: 'outcome', tone: 'warning', title: 'Phoneutria leve: sem soro', items: ['Infiltração local de lidocaína 2% sem vasoconstritor; analgesia.', 'Observação.'], source: src('§17', 'K', 'Volume de lidocaína não consta da referência — conferir protocolo local.') },
    { id: 'moderate', kind: 'outcome', tone: 'urgent', title: 'Phoneutria moderado: 2–4 ampolas de SAAr', items: [AV, 'Indicado principalmente em crianças; analgesia.'], doses: [{ rule: 'phoneutria_moderate' }], source: S },
    { id: 'severe', kind: 'outcome', tone: 'urgent', title: 'Phoneutria grave: 5–10 ampolas de SAAr', items: [AV, 'UTI: suporte cardiovascular e respiratório.'], doses: [{ rule: 'phoneutria_severe' }], source: S },
  ),
};

export const LOXOSCELIC: Flowchart = {
  id: 'loxoscelic', title: 'Acidente Loxoscélico', guideline: GUIDE, verification: 'K', requires: { weight: true, age: false }, start: 'severity',
  nodes: nodes(
    severity('severity', 'Gravidade (aranha-marrom)', [
      'Leve: lesão não característica, sem sinais sistêmicos.',
      'Moderado: lesão característica (placa marmórea) < 3 cm, sinais sistêmicos não hemolíticos.',
      'Grave: placa > 3 cm e/ou hemólise (forma cutâneo-visceral).',
    ], [{ id: 'mild', label: 'Leve' }, { id: 'moderate', label: 'Moderado' }, { id: 'severe', label: 'Grave' }]),
    { id: 'mild', kind: 'outcome', tone: 'warning', title: 'Loxoscélico leve: soro não indicado', items: ['Tratamento sintomático; reavaliar a lesão nas 72 h seguintes.'], source: S },
    { id: 'moderate', kind: 'outcome', tone: 'urgent', title: 'Loxoscélico moderado: 5 ampolas + prednisona', items: [AV], doses: [{ rule: 'loxoscelic_moderate' }, { rule: 'prednisone_loxoscelic' }], source: S },
    { id: 'severe', kind: 'outcome', tone: 'urgent', title: 'Loxoscélico grave: 10 ampolas', items: [AV, 'Prednisona nas formas cutâneas; hemólise: suporte e monitorização da função renal.'], doses: [{ rule: 'loxoscelic_severe' }, { rule: 'prednisone_loxoscelic' }], source: S },
  ),
};
