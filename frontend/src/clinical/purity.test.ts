/** The clinical package stays pure (contract.md): relative imports inside the folder only, no React,
 * no network, no storage, no clock, no randomness, no globals. */
const sources = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** Whether a relative import from `file` (./a/b.ts) stays inside the package (sub-folders may use ../). */
function insidePackage(file: string, spec: string): boolean {
  const parts = file.split('/').slice(1, -1);
  for (const seg of spec.split('/')) {
    if (seg === '.') continue;
    if (seg === '..') {
      if (parts.length === 0) return false;
      parts.pop();
    } else parts.push(seg);
  }
  return true;
}

describe('clinical package purity', () => {
  const files = Object.entries(sources);
  it('finds the package sources', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(sources)).toContain('./index.ts');
  });
  it('imports only relative modules inside the folder', () => {
    const offenders: string[] = [];
    for (const [file, text] of files) {
      for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        const spec = m[1]!;
        if (!/^\.\.?\//.test(spec) || !insidePackage(file, spec)) offenders.push(`${file} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
  it('uses no clock, randomness, network, storage, DOM or process globals', () => {
    const forbidden = /\b(Date|fetch|XMLHttpRequest|localStorage|sessionStorage|indexedDB|window|document|navigator|globalThis|process|require)\b|Math\.random/;
    const offenders = files.filter(([, text]) => forbidden.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))).map(([f]) => f);
    expect(offenders).toEqual([]);
  });
  it('every exported function carries a doc comment', () => {
    const missing: string[] = [];
    for (const [file, text] of files) {
      for (const m of text.matchAll(/(\*\/\s*)?\nexport function (\w+)/g)) if (!m[1]) missing.push(`${file}: ${m[2]}`);
    }
    expect(missing).toEqual([]);
  });
});
