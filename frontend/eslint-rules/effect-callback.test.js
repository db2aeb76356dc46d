// @vitest-environment node
// The lint rules fire through the project's own eslint.config.js, on code placed under src/.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function ruleIds(code) {
  const [result] = await eslint.lintText(code, { filePath: 'src/__lint_fixture__.tsx' });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const header = "import { useEffect, useLayoutEffect } from 'react';\n";

describe('pedbook/effect-callback', () => {
  it.each([
    ['expression body returning a call', 'export function A({ p }: { p: string }) { useEffect(() => window.scrollTo(0, 0), [p]); return null; }'],
    ['expression body returning a cleanup', 'export function A() { useEffect(() => () => undefined, []); return null; }'],
    ['layout effect with expression body', 'export function A() { useLayoutEffect(() => void 0, []); return null; }'],
    ['function reference', 'function start() { return 1; }\nexport function A() { useEffect(start, []); return null; }'],
    ['block body returning a call result', 'export function A() { useEffect(() => { return window.scrollTo(0, 0); }, []); return null; }'],
    ['React.useEffect member call', "import React from 'react';\nexport function A() { React.useEffect(() => window.scrollTo(0, 0), []); return null; }"],
  ])('rejects %s', async (_name, code) => {
    expect(await ruleIds(header + code)).toContain('pedbook/effect-callback');
  });

  it.each([
    ['a block body', 'export function A() { useEffect(() => { window.scrollTo(0, 0); }, []); return null; }'],
    ['a returned arrow cleanup', 'export function A() { useEffect(() => { const t = setTimeout(() => undefined, 1); return () => clearTimeout(t); }, []); return null; }'],
    ['a returned cleanup variable', 'function install() { return () => undefined; }\nexport function A() { useEffect(() => { const stop = install(); return stop; }, []); return null; }'],
    ['an early bare return', 'export function A({ on }: { on: boolean }) { useEffect(() => { if (!on) return; window.scrollTo(0, 0); }, [on]); return null; }'],
    ['a call returned from a nested function', 'export function A() { useEffect(() => { const f = () => { return window.scrollTo(0, 0); }; f(); }, []); return null; }'],
  ])('accepts %s', async (_name, code) => {
    expect(await ruleIds(header + code)).toEqual([]);
  });
});
