import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { patchUplot } from './uplot-lazy-intl';

// vitest runs in frontend/
const uplotFile = join(process.cwd(), 'node_modules/uplot/dist/uPlot.esm.js');

describe('uplot-lazy-intl', () => {
  it('patches the installed uPlot: no Intl object is built when the module is evaluated', () => {
    const code = readFileSync(uplotFile, 'utf8');
    const eager = (text: string) => text.split('\n').filter((line) => /^(const|let|var) \w+ = new Intl\./.test(line));
    expect(eager(code)).toHaveLength(2);
    const out = patchUplot(code);
    expect(eager(out)).toEqual([]);
    expect(out).toContain('localTzName()');
  });

  it('refuses a uPlot whose text changed', () => {
    expect(() => patchUplot('const x = 1;')).toThrow(/update build\/uplot-lazy-intl\.ts/);
  });
});
