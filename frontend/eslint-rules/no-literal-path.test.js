// @vitest-environment node
// pedbook/no-literal-path fires through the project's own eslint.config.js on code placed under
// src/, and lets the registry's builders, external URLs, anchors and mailto: links through.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function ruleIds(code, filePath = 'src/features/home/components/__lint_fixture__.tsx') {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const header = "import { Link, Navigate, useNavigate } from 'react-router';\nimport { pathTo } from '@/config/paths';\nexport const used = pathTo;\n";

describe('pedbook/no-literal-path', () => {
  // The first lint loads the whole config (parsers, resolver): seconds on a busy machine.
  beforeAll(() => ruleIds('export {};'), 60_000);

  it.each([
    ['a Link to a literal', 'export const A = () => <Link to="/dnpm">x</Link>;'],
    ['a Link to a literal in braces', "export const A = () => <Link to={'/dnpm'}>x</Link>;"],
    ['a Link to a template', 'export const A = ({ id }: { id: string }) => <Link to={`/prescriptions/${id}`}>x</Link>;'],
    ['one branch of a conditional', "export const A = ({ on }: { on: boolean }) => <Link to={on ? pathTo('/dnpm') : '/notes'}>x</Link>;"],
    ['a Navigate to a literal', 'export const A = () => <Navigate to="/" replace />;'],
    ['an anchor’s href', 'export const A = () => <a href="/terms">Termos</a>;'],
    ['navigate() with a literal', "export function A() { const navigate = useNavigate(); return <button type=\"button\" onClick={() => navigate('/login')}>x</button>; }"],
    ['deps.navigate() with a literal', "export function go(deps: { navigate: (to: string) => void }) { deps.navigate('/reset-password'); }"],
    ['window.location.assign() with a literal', "export function reload() { window.location.assign('/'); }"],
    ['location.href = a literal', "export function reload() { window.location.href = '/login'; }"],
    ['an href property returning a template', 'export const link = { href: (row: { id: string }) => `/admin/revisions?registro=${row.id}` };'],
    ['a pathname property', "export const to = { pathname: '/medicamentos/painel', search: '' };"],
  ])('rejects %s', async (_name, code) => {
    expect(await ruleIds(header + code)).toContain('pedbook/no-literal-path');
  });

  it.each([
    ['pathTo in a Link', "export const A = () => <Link to={pathTo('/dnpm')}>x</Link>;"],
    ['pathTo with parameters and a query after it', "export const A = ({ id }: { id: string }) => <Link to={`${pathTo('/prescriptions/:id', { id })}?print=1`}>x</Link>;"],
    ['navigate(pathTo(…))', "export function A() { const navigate = useNavigate(); return <button type=\"button\" onClick={() => navigate(pathTo('/login'))}>x</button>; }"],
    ['an external URL', 'export const A = () => <a href="https://www.gov.br/saude">MS</a>;'],
    ['a protocol-relative URL', 'export const A = () => <a href="//cdn.example.org/x.pdf">x</a>;'],
    ['an anchor', 'export const A = () => <a href="#doses">Doses</a>;'],
    ['a mailto: link', 'export const A = () => <a href="mailto:contato@pedbook.com.br">e-mail</a>;'],
    ['a query-only link', "export const A = () => <Link to=\"?aba=doses\">x</Link>;"],
    ['a RoutePath-typed prop (compile-checked)', 'export const A = ({ P }: { P: (p: { path: string }) => null }) => <P path="/dnpm" />;'],
  ])('accepts %s', async (_name, code) => {
    expect(await ruleIds(header + code)).toEqual([]);
  });

  it('lets tests spell the URLs they drive', async () => {
    expect(await ruleIds(header + 'export const A = () => <Link to="/dnpm">x</Link>;', 'src/features/home/components/x.test.tsx')).toEqual([]);
  });

  it('fires on each literal of src/__lint_fixtures__/literal-path/literal.tsx and on nothing in registry.tsx', async () => {
    const unignored = new ESLint({ cwd: new URL('..', import.meta.url).pathname, ignore: false });
    const [literal, registry] = await unignored.lintFiles(['src/__lint_fixtures__/literal-path/literal.tsx', 'src/__lint_fixtures__/literal-path/registry.tsx']);
    expect(literal.messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['pedbook/no-literal-path', 9],
      ['pedbook/no-literal-path', 10],
      ['pedbook/no-literal-path', 11],
    ]);
    expect(registry.messages).toEqual([]);
  }, 30_000);
});
