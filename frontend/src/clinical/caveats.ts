/**
 * Sources and verification caveats of every tool, as data, so screens can cite the source on the page
 * and show reference.md's [K]/[S]/[U] warnings where they apply (shared/clinical/reference.md header:
 * [V] checked against the primary source; [S] secondary sources only; [K] from established knowledge,
 * not re-checked; [U] uncertain — do not ship without checking).
 */
export type Verification = 'V' | 'S' | 'K' | 'U';
export const VERIFICATION_LABELS: Record<Verification, string> = {
  V: 'Conferido na fonte primária',
  S: 'Conferido apenas em fontes secundárias',
  K: 'Valor da literatura consagrada, não reconferido no documento original — confira',
  U: 'Incerto — conferir protocolo local antes de usar',
};

export type ToolId = 'growth' | 'sisvan' | 'apgar' | 'capurro' | 'capurro_neuro' | 'finnegan' | 'glasgow' | 'bhutani'
  | 'rodwell' | 'gina' | 'rsi' | 'maintenance_fluids' | 'dehydration' | 'pecarn' | 'poisonings';

export interface ToolSource { source: string; verification: Verification; caveat: string | null }

export const TOOL_SOURCES: Record<ToolId, ToolSource> = {
  growth: { source: 'OMS. WHO Child Growth Standards: Methods and development, 2006 (cap. 7); de Onis M et al. Bull World Health Organ 2007;85:660-7; pacotes anthro/anthroplus da OMS.', verification: 'V', caveat: null },
  sisvan: { source: 'Brasil, Ministério da Saúde. Norma Técnica do SISVAN — Orientações para a coleta e análise de dados antropométricos, 2011.', verification: 'K', caveat: 'Pontos de corte SISVAN não reconferidos no documento original.' },
  apgar: { source: 'Apgar V. Curr Res Anesth Analg 1953;32:260-7; AAP/ACOG. The Apgar Score. Pediatrics 2015;136:819-22.', verification: 'K', caveat: 'Não usar o Apgar para decidir a reanimação.' },
  capurro: { source: 'Capurro H et al. J Pediatr 1978;93(1):120-2; Brasil MS, Atenção à saúde do recém-nascido, vol. 1.', verification: 'S', caveat: 'Pontuação dos itens conferida em fontes secundárias; constante 204 da literatura [K]. Válido a partir de ~29 semanas.' },
  capurro_neuro: { source: 'Capurro H et al. J Pediatr 1978;93(1):120-2.', verification: 'S', caveat: 'Pontuação dos itens conferida em fontes secundárias; constante 200 da literatura [K].' },
  finnegan: { source: 'Finnegan LP et al. Addict Dis 1975;2:141-58; Hudak ML, Tan RC. Pediatrics 2012;129:e540-60.', verification: 'K', caveat: 'Escore de Finnegan modificado; muitas unidades usam hoje o método "Eat, Sleep, Console".' },
  glasgow: { source: 'Teasdale G, Jennett B. Lancet 1974;2:81-4; James HE. Pediatr Ann 1986;15:16-22; Holmes JF et al. Acad Emerg Med 2005;12:814-9.', verification: 'K', caveat: 'Registre os componentes (O, V, M), não apenas o total.' },
  bhutani: { source: 'Bhutani VK, Johnson L, Sivieri EM. Pediatrics 1999;103(1):6-14.', verification: 'S', caveat: 'Curvas digitalizadas da figura publicada por terceiros (biligram, GPL-3.0), não valores oficiais. Válido para ≥ 35 semanas. A AAP 2022 usa limiares de fototerapia por idade gestacional e fatores de risco.' },
  rodwell: { source: 'Rodwell RL, Leslie AL, Tudehope DI. J Pediatr 1988;112(5):761-7; Manroe BL et al. J Pediatr 1979;95:89-98.', verification: 'S', caveat: 'Limites de Manroe para neutrófilos e relação I:T conforme a idade pós-natal.' },
  gina: { source: 'Global Initiative for Asthma. Global Strategy for Asthma Management and Prevention, atualização 2024.', verification: 'K', caveat: 'A redação da GINA muda a cada edição; conferir a edição citada.' },
  rsi: { source: 'AHA PALS 2020 (Topjian AA et al. Circulation 2020;142:S469-S523); Residência Pediátrica 2023;13(1) — SRI em pediatria; bulas.', verification: 'K', caveat: 'Conferir com o protocolo/formulário institucional. Midazolam: máximo 5 mg. Sugamadex 16 mg/kg é off-label em crianças.' },
  maintenance_fluids: { source: 'Holliday MA, Segar WE. Pediatrics 1957;19:823-32; Feld LG et al. Pediatrics 2018;142(6):e20183083.', verification: 'K', caveat: 'mL/dia pela regra 100/50/20 e mL/h pela regra 4-2-1 (diferem levemente); teto 2400 mL/dia e 100 mL/h. Usar solução isotônica.' },
  dehydration: { source: 'Brasil, Ministério da Saúde. Manejo do paciente com diarreia (cartaz SVS/MS, 2020/2023).', verification: 'K', caveat: 'Plano B e expansão com SF 0,9% em < 5 anos conferidos em fonte secundária [S]; demais valores [K]. A fase de manutenção + reposição vale para todas as idades.' },
  pecarn: { source: 'Kuppermann N et al. Lancet 2009;374:1160-70.', verification: 'K', caveat: 'Aplica-se a Glasgow 14–15 nas primeiras 24 h após o trauma.' },
  poisonings: { source: 'Spec parte 2 §3 corrigida pela revisão clínica independente (reference.md §0); fontes por antídoto em cada entrada.', verification: 'K', caveat: 'Doses de antídotos: conferir com o CIATox e o protocolo local. Pralidoxima e midazolam na toxíndrome simpaticomimética: [U].' },
};
