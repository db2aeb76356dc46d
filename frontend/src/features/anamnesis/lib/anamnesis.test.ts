import { anamnesisText, SECTIONS } from './anamnesis';

describe('anamnesisText', () => {
  it('writes the filled fields in the order of a pediatric history, leaving empty ones out', () => {
    const text = anamnesisText({ idade: ' 2 anos ', informante: 'mãe', qp: 'febre há 2 dias', ig: '39 semanas', alergias: '', revisao: 'sem alterações' });
    expect(text).toBe('IDENTIFICAÇÃO\nIdade: 2 anos\nInformante: mãe\n\nQUEIXA PRINCIPAL E DURAÇÃO\nfebre há 2 dias\n\nANTECEDENTES GESTACIONAIS E PERINATAIS\nIdade gestacional ao nascer: 39 semanas\n\nREVISÃO DE SISTEMAS\nsem alterações');
  });
  it('is empty for an empty form and every field id is unique', () => {
    expect(anamnesisText({})).toBe('');
    const ids = SECTIONS.flatMap((s) => s.fields.map((f) => f.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
