import { COMPILE_HINT, addCompileHint, shiftSourceMap } from './compile-hints';

describe('compile-hints', () => {
  it('puts the hint alone on the first line, once', () => {
    const out = addCompileHint('const a=1;\nexport{a};');
    expect(out.split('\n')[0]).toBe(COMPILE_HINT);
    expect(out.split('\n').slice(1).join('\n')).toBe('const a=1;\nexport{a};');
    expect(addCompileHint(out)).toBe(out);
  });

  it('shifts the source map down that line (an empty first line of mappings), keeping the rest', () => {
    const map = { version: 3, sources: ['src.ts'], names: ['a'], mappings: 'MAEIA;AACA', file: 'index.js' };
    const shifted = JSON.parse(shiftSourceMap(JSON.stringify(map))) as typeof map;
    expect(shifted).toEqual({ ...map, mappings: ';MAEIA;AACA' });
  });
});
