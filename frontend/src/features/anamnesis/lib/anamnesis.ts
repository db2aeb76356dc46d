/** The pediatric history (anamnese) form: its sections and fields, and the text it produces —
 * the usual order of a pediatric history (identificação, queixa e duração, HDA, antecedentes
 * gestacionais e perinatais, alimentação, desenvolvimento, vacinação, patológicos, familiares,
 * condições de vida, revisão de sistemas). Empty fields are left out of the text. */

export interface AnamnesisField {
  id: string;
  label: string;
  multiline?: boolean;
  placeholder?: string;
}
export interface AnamnesisSection {
  id: string;
  title: string;
  fields: AnamnesisField[];
}

export const SECTIONS: AnamnesisSection[] = [
  { id: 'id', title: 'Identificação', fields: [
    { id: 'nome', label: 'Nome (ou iniciais)' }, { id: 'idade', label: 'Idade', placeholder: '2 anos e 3 meses' },
    { id: 'sexo', label: 'Sexo' }, { id: 'informante', label: 'Informante', placeholder: 'mãe' },
  ] },
  { id: 'qp', title: 'Queixa principal e duração', fields: [{ id: 'qp', label: 'Queixa principal', placeholder: 'febre há 2 dias' }] },
  { id: 'hda', title: 'História da doença atual', fields: [{ id: 'hda', label: 'HDA', multiline: true }] },
  { id: 'gest', title: 'Antecedentes gestacionais e perinatais', fields: [
    { id: 'prenatal', label: 'Pré-natal (consultas, sorologias, intercorrências)', multiline: true },
    { id: 'ig', label: 'Idade gestacional ao nascer', placeholder: '39 semanas' }, { id: 'parto', label: 'Tipo de parto' },
    { id: 'pn', label: 'Peso ao nascer', placeholder: '3.250 g' }, { id: 'apgar', label: 'Apgar', placeholder: '8/9' },
    { id: 'neonatal', label: 'Intercorrências neonatais', multiline: true },
  ] },
  { id: 'alim', title: 'Alimentação', fields: [
    { id: 'ame', label: 'Aleitamento materno (exclusivo até, total até)' }, { id: 'alimentacao', label: 'Alimentação atual', multiline: true },
  ] },
  { id: 'dnpm', title: 'Desenvolvimento neuropsicomotor', fields: [{ id: 'dnpm', label: 'Marcos e preocupações', multiline: true }] },
  { id: 'vac', title: 'Vacinação', fields: [{ id: 'vacinas', label: 'Situação vacinal (cartão visto?)' }] },
  { id: 'pat', title: 'Antecedentes patológicos', fields: [
    { id: 'doencas', label: 'Doenças prévias, internações, cirurgias', multiline: true }, { id: 'alergias', label: 'Alergias' },
    { id: 'medicacoes', label: 'Medicações em uso' },
  ] },
  { id: 'fam', title: 'Antecedentes familiares', fields: [{ id: 'familiares', label: 'Doenças na família, consanguinidade', multiline: true }] },
  { id: 'soc', title: 'Condições de vida', fields: [{ id: 'social', label: 'Moradia, saneamento, creche/escola, cuidadores', multiline: true }] },
  { id: 'rs', title: 'Revisão de sistemas', fields: [{ id: 'revisao', label: 'Revisão de sistemas', multiline: true }] },
];

export type AnamnesisValues = Record<string, string>;

export function anamnesisText(values: AnamnesisValues): string {
  const blocks: string[] = [];
  for (const s of SECTIONS) {
    const lines = s.fields
      .map((f) => [f, (values[f.id] ?? '').trim()] as const)
      .filter(([, v]) => v !== '')
      .map(([f, v]) => (s.fields.length === 1 ? v : `${f.label}: ${v}`));
    if (lines.length) blocks.push(`${s.title.toUpperCase()}\n${lines.join('\n')}`);
  }
  return blocks.join('\n\n');
}
