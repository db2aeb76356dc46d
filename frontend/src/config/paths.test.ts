import { accessOf, ADMIN_MENU, pathTo, paths, ROUTES } from './paths';

describe('route registry', () => {
  it('holds the spec routes once, with redirects for /icd and the English fallbacks', () => {
    const byPath = new Map(ROUTES.map((r) => [r.path, r]));
    expect(byPath.size).toBe(ROUTES.length);
    for (const p of ['/', '/login', '/medicamentos/:medicationId/bula', '/codigos/sus/grupo/:grupo/subgrupo/:subgrupo/forma/:forma', '/flowcharts/venomous/loxoscelic', '/calculadoras/hidratacao', '/results/:sessionId', '/admin/condutas-e-manejos/editar/:topicId', '/dnpm', '/estudos/filtros'] as const) {
      expect(byPath.has(p)).toBe(true);
    }
    expect(byPath.get('/icd')?.redirect).toBe('/codigos/cid-10');
    expect(byPath.get('/calculators')?.redirect).toBe('/calculadoras');
    expect(byPath.get('/anotacoes')?.redirect).toBe('/notes');
    expect(byPath.get('/prescricoes')?.redirect).toBe('/prescriptions');
    // the spec's signed-in routes, plus /prescriptions/:id (a prescription's own page: edit, print)
    expect(ROUTES.filter((r) => r.access === 'login').map((r) => r.path)).toEqual([
      '/prescriptions', '/prescriptions/:id', '/shared-prescriptions', '/settings', '/notes', '/dr-will', '/estudos/filtros', '/questions', '/questions/:sessionId', '/results/:sessionId',
    ]);
  });
  it('gives the access level of concrete paths', () => {
    expect(accessOf('/questions/42')).toBe('login');
    expect(accessOf('/notes')).toBe('login');
    expect(accessOf('/medicamentos/amoxicilina')).toBe('public');
    expect(accessOf('/admin/dashboard')).toBe('admin');
    expect(accessOf('/nao-existe')).toBe('public');
  });
  it('builds paths', () => {
    expect(paths.cid10Code(' J45.0 ')).toBe('/codigos/cid-10/code/j45.0');
    expect(pathTo('/condutas-e-manejos/:categorySlug/:subcategorySlug/:topicSlug', { categorySlug: 'a', subcategorySlug: 'b c', topicSlug: 'd' })).toBe('/condutas-e-manejos/a/b%20c/d');
    expect(pathTo('/calculadoras/apgar')).toBe('/calculadoras/apgar');
    expect(pathTo('/admin/problems-debug')).toBe('/admin/problems-debug');
    expect(pathTo('/codigos/sus/grupo/:grupo/subgrupo/:subgrupo', { grupo: '01', subgrupo: '02' })).toBe('/codigos/sus/grupo/01/subgrupo/02');
    expect(paths.conductResult('asma', 'asma', 'crise')).toBe('/condutas-e-manejos/asma/crise');
    // @ts-expect-error: an unregistered path does not compile
    pathTo('/nao-existe');
    // @ts-expect-error: a pattern's parameters are required
    pathTo('/blog/post/:id');
  });
  it('lists the admin pages of the menu without their sub-pages', () => {
    expect(ADMIN_MENU).toHaveLength(38);
    expect(ADMIN_MENU.every((r) => !r.path.includes(':'))).toBe(true);
  });
});
