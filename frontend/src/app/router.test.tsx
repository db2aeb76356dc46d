import { matchRoutes } from 'react-router';
import { ROUTES } from '@/config/paths';
import { routes, routesFor } from './router';

const filled = (path: string) => path.replace(/:[A-Za-z]+/g, (p) => `x-${p.slice(1)}`);
const shape = (pathname: string, table: Parameters<typeof matchRoutes>[0]) =>
  (matchRoutes(table, pathname) ?? []).map((m) => ({ path: m.route.path, index: m.route.index, pathname: m.pathname, params: m.params, element: m.route.children ? null : m.route.element }));

describe('routesFor: the candidate routes give react-router the same match as the whole table', () => {
  const registry = ROUTES.map((r) => filled(r.path));
  const odd = ['/', '', '/nao-existe', '/PUERICULTURA/Curva-de-Crescimento', '/puericultura/curva-de-crescimento/', '/puericultura//curva-de-crescimento',
    '//puericultura', '/pueri%63ultura/formulas', '/%E0%A4%A', '/admin', '/admin/', '/admin/nao-existe', '/ADMIN/Usuarios', '/medicamentos', '/medicamentos/amoxicilina/bula/extra',
    '/codigos/cid-10/code/A00%2F1', '/puericultura%2Fformulas'];
  it.each([...registry, ...odd])('%s', (pathname) => {
    // react-router warns about a malformed percent-encoding (and then matches the raw path)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = shape(pathname, routes);
    expect(full.length).toBeGreaterThan(0);
    expect(shape(pathname, routesFor(pathname))).toEqual(full);
    expect(warn.mock.calls.length > 0).toBe(pathname === '/%E0%A4%A');
    warn.mockRestore();
  });

  it('gives a small table for a page and keeps the same tree shape', () => {
    const sub = routesFor('/puericultura/curva-de-crescimento');
    expect(sub).toHaveLength(1);
    expect(sub[0]!.path).toBe(routes[0]!.path);
    expect(sub[0]!.children![0]!.children!.length).toBeLessThan(15);
  });

  it("leaves the admin area's routes out of every table but the admin one", () => {
    const hasAdmin = (table: ReturnType<typeof routesFor>) => table[0]!.children![0]!.children!.some((r) => r.path === 'admin');
    expect(hasAdmin(routesFor('/puericultura/curva-de-crescimento'))).toBe(false);
    expect(hasAdmin(routesFor('/'))).toBe(false);
    expect(hasAdmin(routesFor('/admin/medicamentos'))).toBe(true);
    expect(hasAdmin(routesFor('/nao-existe'))).toBe(true);
  });
});
