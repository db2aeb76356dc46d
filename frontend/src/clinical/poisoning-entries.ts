/**
 * The nine poisoning / toxidrome entries (spec part 2 §3 fields): name, type, colour, antidote, usage,
 * precautions, management, admission/discharge criteria, red flags, references, examples.
 * Doses come from `poisoningDoses` (poisonings.ts), never from this text. Content compiled from the
 * sources cited in each entry's `reference` [K: re-check with a clinician / local poison centre (CIATox)].
 */
import type { PoisoningAgent, PoisoningId } from './poisonings';

/** Types as in the seeded entries (seeds/clinical/poisonings.json). */
export type PoisoningType = 'toxidrome' | 'poisoning';
export const POISONING_TYPE_LABELS: Record<PoisoningType, string> = { toxidrome: 'Toxíndrome', poisoning: 'Intoxicação' };
/** Colour by type for the list (Tailwind palette names). */
export const POISONING_TYPE_COLORS: Record<PoisoningType, string> = { toxidrome: 'amber', poisoning: 'sky' };

/** Route slug (the seed's id, hyphenated) of each entry: /poisonings/{slug}. */
export const POISONING_SLUGS: Record<PoisoningId, string> = {
  benzodiazepines: 'benzodiazepines', opioids: 'opioids', anticholinergics: 'anticholinergics', sympathomimetics: 'sympathomimetics',
  cholinergics: 'cholinergics', methemoglobinemia: 'methemoglobinemia', paracetamol: 'paracetamol',
  tricyclic_antidepressants: 'tricyclic-antidepressants', beta_blockers: 'beta-blockers',
};
/** The entry of a route slug or id (hyphen or underscore), or null. */
export function poisoningIdFromSlug(slug: string): PoisoningId | null {
  const id = String(slug).trim().toLowerCase().replace(/-/g, '_');
  return (Object.keys(POISONING_SLUGS) as PoisoningId[]).find((k) => k === id) ?? null;
}

export interface PoisoningEntry {
  id: PoisoningId; name: string; type: PoisoningType; color: string;
  antidote: string; agents: readonly PoisoningAgent[]; usage: string; precautions: string;
  requiresWeight: boolean; requiresAge: boolean;
  management: readonly string[]; admissionCriteria: readonly string[]; dischargeCriteria: readonly string[];
  redFlags: readonly string[]; reference: readonly string[]; examples: readonly string[];
}

const CIATOX = 'Contatar o CIATox (Disque-Intoxicação 0800 722 6001) para orientação.';
const GOLDFRANK = 'Nelson LS, Howland MA, Lewin NA, et al. Goldfrank\'s Toxicologic Emergencies, 11ª ed. McGraw-Hill, 2019.';

export const POISONING_ENTRIES: Record<PoisoningId, PoisoningEntry> = {
  benzodiazepines: {
    id: 'benzodiazepines', name: 'Benzodiazepínicos', type: 'toxidrome', color: POISONING_TYPE_COLORS.toxidrome,
    antidote: 'Flumazenil', agents: ['flumazenil'],
    usage: 'Reservado à depressão respiratória/neurológica significativa por benzodiazepínico isolado, em criança sem uso crônico (ex.: sedação iatrogênica). Na maioria dos casos o suporte basta.',
    precautions: 'Só acima de 1 ano. Não usar com coingestão de tricíclicos ou pró-convulsivantes, uso crônico de benzodiazepínico ou epilepsia: risco de convulsões refratárias. Meia-vida curta: ressedação.',
    requiresWeight: true, requiresAge: true,
    management: ['ABC: via aérea, ventilação e oxigenação; monitorização contínua.', 'Glicemia capilar.', 'Carvão ativado 1 g/kg apenas se ingestão < 1 h, via aérea protegida e coingestão relevante.', 'Flumazenil somente nas indicações acima, titulado.', 'Observar ressedação por pelo menos 2 h após a última dose de flumazenil.', CIATOX],
    admissionCriteria: ['Rebaixamento de consciência persistente ou depressão respiratória.', 'Uso de flumazenil.', 'Coingestões ou intenção autolesiva.'],
    dischargeCriteria: ['Assintomático após observação de 4–6 h da ingestão (ou 2 h após o flumazenil, sem ressedação).', 'Avaliação de segurança domiciliar / saúde mental quando indicada.'],
    redFlags: ['Apneia ou hipoventilação (SpO₂ < 94%, hipercapnia).', 'Convulsão após flumazenil.', 'Hipotensão ou coingestão de álcool/opioide.'],
    reference: [GOLDFRANK, 'Bula do flumazenil (Romazicon/Lanexat).', 'Spec parte 2 §3; shared/clinical/reference.md §0.'],
    examples: ['Diazepam', 'Clonazepam', 'Midazolam', 'Alprazolam', 'Lorazepam'],
  },
  opioids: {
    id: 'opioids', name: 'Opioides', type: 'toxidrome', color: POISONING_TYPE_COLORS.toxidrome,
    antidote: 'Naloxona', agents: ['naloxone'],
    usage: 'Depressão respiratória (bradipneia/apneia), miose e rebaixamento de consciência. No envenenamento com apneia: 0,1 mg/kg (máx. 2 mg) para reversão completa.',
    precautions: 'Meia-vida da naloxona (30–90 min) menor que a de muitos opioides (metadona, liberação prolongada): ressedação. Abstinência aguda em dependentes crônicos.',
    requiresWeight: true, requiresAge: false,
    management: ['Ventilar com bolsa-válvula-máscara e O₂ antes e durante a naloxona.', 'Naloxona IV/IO (IM/IN se sem acesso), repetir a cada 2–3 min.', 'Infusão contínua se ressedação (2/3 da dose eficaz por hora).', 'Glicemia capilar; investigar coingestões (paracetamol).', CIATOX],
    admissionCriteria: ['Toda criança com ingestão de opioide de ação longa (metadona, buprenorfina, liberação prolongada).', 'Necessidade de mais de uma dose ou de infusão de naloxona.', 'Edema pulmonar, convulsão, hipotensão.'],
    dischargeCriteria: ['Assintomático por pelo menos 4–6 h após a última dose de naloxona (opioide de ação curta).', 'Orientação aos cuidadores sobre armazenamento seguro.'],
    redFlags: ['Apneia, cianose.', 'Ressedação após melhora inicial.', 'Metadona ou buprenorfina em criança pequena (toxicidade com 1 comprimido).'],
    reference: ['AAP / AHA PALS 2020 (Topjian AA et al. Circulation 2020;142:S469-S523).', 'Lexicomp: naloxone, opioid intoxication (full reversal).', GOLDFRANK, 'Contract §3 e reference.md §0 (0,1 mg/kg ≤ 2 mg).'],
    examples: ['Morfina', 'Codeína', 'Tramadol', 'Fentanil', 'Metadona', 'Loperamida'],
  },
  anticholinergics: {
    id: 'anticholinergics', name: 'Anticolinérgicos', type: 'toxidrome', color: POISONING_TYPE_COLORS.toxidrome,
    antidote: 'Fisostigmina', agents: ['physostigmine'],
    usage: 'Delirium anticolinérgico grave (agitação, alucinações) com taquicardia sinusal e QRS normal, refratário a benzodiazepínicos.',
    precautions: 'Contraindicada se QRS > 100 ms ou suspeita de tricíclicos (assistolia). IV lenta (≤ 0,5 mg/min em crianças). Ter atropina disponível.',
    requiresWeight: true, requiresAge: true,
    management: ['ABC, monitorização cardíaca e ECG de 12 derivações (QRS, QTc).', 'Benzodiazepínico para agitação/convulsão.', 'Resfriamento se hipertermia; sondagem vesical se retenção urinária.', 'Fisostigmina somente com ECG sem alargamento de QRS, sob monitorização.', CIATOX],
    admissionCriteria: ['Delirium, convulsão, hipertermia, arritmia.', 'Uso de fisostigmina.'],
    dischargeCriteria: ['Assintomático, ECG normal, após 6 h de observação.'],
    redFlags: ['QRS > 100 ms ou arritmia ventricular.', 'Hipertermia > 40 °C.', 'Convulsões.'],
    reference: [GOLDFRANK, 'Spec parte 2 §3; contract §3 e reference.md §0 (2 mg total pediátrico, ≤ 0,5 mg/min).'],
    examples: ['Anti-histamínicos (difenidramina, prometazina)', 'Atropina/escopolamina', 'Plantas (Datura — trombeteira, saia-branca)', 'Antiparkinsonianos'],
  },
  sympathomimetics: {
    id: 'sympathomimetics', name: 'Simpatomiméticos', type: 'toxidrome', color: POISONING_TYPE_COLORS.toxidrome,
    antidote: 'Sem antídoto específico — benzodiazepínico (midazolam IV ou IM)', agents: ['midazolam'],
    usage: 'Agitação psicomotora, convulsões, hipertensão e taquicardia: benzodiazepínico titulado é a base do tratamento.',
    precautions: 'Evitar betabloqueador isolado. Evitar contenção física prolongada (hipertermia, rabdomiólise). Monitorar depressão respiratória com benzodiazepínicos.',
    requiresWeight: true, requiresAge: false,
    management: ['ABC, monitorização, ECG.', 'Midazolam titulado até controle da agitação.', 'Resfriamento ativo se hipertermia.', 'Hidratação venosa; CK, função renal, eletrólitos.', CIATOX],
    admissionCriteria: ['Hipertermia, convulsão, dor torácica, arritmia, alteração neurológica persistente.', 'Necessidade de doses repetidas de benzodiazepínico.'],
    dischargeCriteria: ['Sinais vitais normais e assintomático após 6 h de observação.'],
    redFlags: ['Temperatura > 40 °C.', 'Convulsões de repetição.', 'Dor torácica ou alteração isquêmica no ECG; sinais focais.'],
    reference: [GOLDFRANK, 'Spec parte 2 §3 (midazolam IV ou IM).'],
    examples: ['Anfetaminas', 'Cocaína', 'MDMA (ecstasy)', 'Descongestionantes (pseudoefedrina)', 'Metilfenidato'],
  },
  cholinergics: {
    id: 'cholinergics', name: 'Colinérgicos', type: 'toxidrome', color: POISONING_TYPE_COLORS.toxidrome,
    antidote: 'Atropina + pralidoxima', agents: ['atropine', 'pralidoxime'],
    usage: 'Síndrome muscarínica (broncorreia, broncoespasmo, bradicardia, miose, sialorreia, vômitos, diarreia) e nicotínica (fasciculações, fraqueza).',
    precautions: 'Atropina: dobrar a dose a cada 5 min até atropinização — sem dose máxima cumulativa. Descontaminação com EPI (roupas, pele).',
    requiresWeight: true, requiresAge: false,
    management: ['Descontaminação: retirar roupas, lavar a pele com água e sabão (equipe com EPI).', 'ABC; aspiração de secreções; O₂.', 'Atropina IV, dobrando a cada 5 min até secreções secas, FC > 80 e PAS > 80 mmHg; depois infusão.', 'Pralidoxima (organofosforado) com ataque + infusão.', 'Benzodiazepínico para convulsões.', CIATOX],
    admissionCriteria: ['Todo paciente sintomático (UTI se insuficiência respiratória ou necessidade de infusão de atropina).'],
    dischargeCriteria: ['Assintomático após pelo menos 12–24 h (organofosforados lipossolúveis podem ter início tardio).'],
    redFlags: ['Broncorreia, insuficiência respiratória.', 'Fraqueza muscular / síndrome intermediária (24–96 h).', 'Bradicardia, convulsões.'],
    reference: ['Eddleston M, Buckley NA, Eyer P, Dawson AH. Management of acute organophosphorus pesticide poisoning. Lancet 2008;371:597-607.', GOLDFRANK, 'Spec parte 2 §3; contract §3 e reference.md §0.'],
    examples: ['Organofosforados (inseticidas agrícolas)', 'Carbamatos ("chumbinho" — aldicarbe)', 'Fisostigmina/neostigmina em excesso'],
  },
  methemoglobinemia: {
    id: 'methemoglobinemia', name: 'Metemoglobinemia', type: 'toxidrome', color: POISONING_TYPE_COLORS.toxidrome,
    antidote: 'Azul de metileno', agents: ['methylene_blue'],
    usage: 'Metemoglobina ≥ 20% com sintomas (ou ≥ 30% assintomático), ou menor com comorbidade/anemia.',
    precautions: 'Não usar na deficiência de G6PD nem com fármacos serotoninérgicos. Oximetria de pulso não confiável (≈ 85%).',
    requiresWeight: true, requiresAge: false,
    management: ['O₂ a 100%.', 'Gasometria com cooximetria (MetHb).', 'Suspender o agente oxidante.', 'Azul de metileno 1–2 mg/kg IV em 5 min; repetir após 30–60 min se necessário (máx. 7 mg/kg).', 'Falha do azul de metileno ou G6PD: exsanguineotransfusão / oxigenoterapia hiperbárica.', CIATOX],
    admissionCriteria: ['MetHb sintomática ou uso de azul de metileno.'],
    dischargeCriteria: ['Assintomático com MetHb em queda e < 10% após tratamento, agente oxidante identificado.'],
    redFlags: ['Cianose que não melhora com O₂ ("sangue cor de chocolate").', 'Acidose, alteração de consciência, convulsão.', 'Hemólise (G6PD).'],
    reference: ['BNF for Children: methylthioninium chloride (1–2 mg/kg; repetir após 30–60 min; máx. 7 mg/kg).', GOLDFRANK, 'reference.md §0.'],
    examples: ['Nitratos/nitritos (água de poço)', 'Dapsona', 'Anestésicos locais (benzocaína, prilocaína)', 'Anilinas', 'Naftaleno'],
  },
  paracetamol: {
    id: 'paracetamol', name: 'Paracetamol', type: 'poisoning', color: POISONING_TYPE_COLORS.poisoning,
    antidote: 'N-acetilcisteína', agents: ['acetylcysteine'],
    usage: 'Nível sérico acima da linha de tratamento do nomograma de Rumack-Matthew (4–24 h), ingestão desconhecida com nível detectável ou transaminases elevadas, ou ingestão > 150 mg/kg sem nível disponível em até 8 h.',
    precautions: 'Peso de cálculo máximo 100 kg. Volumes de diluente da bula por peso (≤ 40 kg) para evitar sobrecarga hídrica e hiponatremia. Reação anafilactoide na 1ª etapa.',
    requiresWeight: true, requiresAge: false,
    management: ['Nível sérico de paracetamol ≥ 4 h após a ingestão; TGO/TGP, INR, creatinina, glicemia.', 'Carvão ativado 1 g/kg se < 1–2 h da ingestão.', 'N-acetilcisteína IV (21 h, 3 etapas) ou VO (72 h) conforme nomograma; iniciar sem esperar o nível se > 8 h.', 'Ao final do protocolo: repetir nível e transaminases antes de suspender.', CIATOX],
    admissionCriteria: ['Indicação de N-acetilcisteína.', 'Transaminases elevadas, INR alterado, acidose.', 'Intenção autolesiva.'],
    dischargeCriteria: ['Nível abaixo da linha de tratamento ≥ 4 h e transaminases normais; ou protocolo concluído com nível indetectável e TGO/TGP normais ou em queda.', 'Avaliação de saúde mental quando intencional.'],
    redFlags: ['INR > 2, encefalopatia, hipoglicemia, acidose (critérios do King\'s College).', 'Ingestão > 150 mg/kg ou horário desconhecido.'],
    reference: ['Bula Acetadote (FDA): regime de 3 bolsas e volumes de diluente por peso.', 'Rumack BH, Matthew H. Acetaminophen poisoning and toxicity. Pediatrics 1975;55:871-6.', 'Spec parte 2 §3; contract §3.'],
    examples: ['Paracetamol gotas 200 mg/mL', 'Paracetamol comprimidos 500/750 mg', 'Associações antigripais'],
  },
  tricyclic_antidepressants: {
    id: 'tricyclic_antidepressants', name: 'Antidepressivos tricíclicos', type: 'poisoning', color: POISONING_TYPE_COLORS.poisoning,
    antidote: 'Bicarbonato de sódio', agents: ['sodium_bicarbonate'],
    usage: 'QRS > 100 ms, arritmia ventricular ou hipotensão: 1–2 mEq/kg em bolus, repetido até QRS < 100 ms e pH 7,45–7,55.',
    precautions: 'Não usar flumazenil nem fisostigmina. Evitar antiarrítmicos classe IA/IC. Monitorar sódio e potássio.',
    requiresWeight: true, requiresAge: false,
    management: ['ABC; ECG seriado (QRS, onda R em aVR > 3 mm).', 'Bicarbonato de sódio em bolus se QRS > 100 ms; manter pH 7,45–7,55.', 'Benzodiazepínico para convulsões.', 'Hipotensão: cristaloide 10–20 mL/kg, depois noradrenalina.', 'Carvão ativado se < 1–2 h e via aérea protegida.', CIATOX],
    admissionCriteria: ['Qualquer sinal de toxicidade (alteração de consciência, QRS > 100 ms, taquicardia, hipotensão, convulsão).'],
    dischargeCriteria: ['Assintomático com ECG normal após 6 h de observação com monitorização.'],
    redFlags: ['QRS > 100 ms (convulsão) ou > 160 ms (arritmia ventricular).', 'Hipotensão refratária.', 'Convulsões.'],
    reference: [GOLDFRANK, 'Spec parte 2 §3 (1,5 mEq/kg); reference.md §0.'],
    examples: ['Amitriptilina', 'Imipramina', 'Nortriptilina', 'Clomipramina'],
  },
  beta_blockers: {
    id: 'beta_blockers', name: 'Betabloqueadores', type: 'poisoning', color: POISONING_TYPE_COLORS.poisoning,
    antidote: 'Glucagon', agents: ['glucagon'],
    usage: 'Bradicardia e hipotensão sintomáticas refratárias a fluidos e atropina.',
    precautions: 'Vômitos frequentes com glucagon (proteger via aérea). Hipoglicemia em crianças (propranolol): glicemia seriada. Considerar insulina em altas doses (euglicemia) se refratário.',
    requiresWeight: true, requiresAge: false,
    management: ['ABC, monitorização, ECG, glicemia.', 'Cristaloide 10–20 mL/kg; atropina se bradicardia.', 'Glucagon bolus e, se resposta, infusão.', 'Cálcio, insulina em altas doses, vasopressores conforme protocolo; marca-passo se refratário.', CIATOX],
    admissionCriteria: ['Bradicardia, hipotensão, hipoglicemia, alteração de consciência.', 'Formulação de liberação prolongada ou sotalol/propranolol.'],
    dischargeCriteria: ['Assintomático após 6 h (liberação imediata) ou 24 h (liberação prolongada/sotalol) de observação.'],
    redFlags: ['Bradicardia com hipotensão, choque.', 'Hipoglicemia.', 'QRS alargado (propranolol) ou QT longo (sotalol).'],
    reference: [GOLDFRANK, 'Spec parte 2 §3 (0,07 mg/kg); reference.md §0 (máx. 10 mg e infusão).'],
    examples: ['Propranolol', 'Atenolol', 'Metoprolol', 'Carvedilol', 'Sotalol'],
  },
};
