import { mapConduct, mapUnifiedResponse } from './remote';

describe('search rows', () => {
  it("uses the server's path when the row carries one", () => {
    const [r] = mapUnifiedResponse({
      conduct_optimized: [{ id: '1', title: 'Crise asmática', slug: 'crise', category_slug: 'asma', topic_slug: 'outro', path: '/condutas-e-manejos/asma/crise' }],
    });
    expect(r?.path).toBe('/condutas-e-manejos/asma/crise');
  });
  it('builds the path from the registry when the row has none (supplement reads)', () => {
    const r = mapConduct({ id: '1', title: 'PAC', slug: 'pac', topic: { slug: 'pneumonia', category: { slug: 'infecto' } } }, 0.9);
    expect(r?.path).toBe('/condutas-e-manejos/infecto/pneumonia/pac');
  });
  it('ignores a path that is not absolute', () => {
    const [r] = mapUnifiedResponse({ icd10: [{ id: 'x', code: 'J45.0', name: 'Asma', path: 'javascript:alert(1)' }] });
    expect(r?.path).toBe('/codigos/cid-10/code/j45.0');
  });
});
