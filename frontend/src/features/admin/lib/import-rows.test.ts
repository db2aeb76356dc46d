import { describe, expect, it } from 'vitest';
import { checkImport, parseCsv, rowsOfFile } from './import-rows';
import { parseOpenApi } from './table-meta';

const meta = parseOpenApi({
  paths: { '/cats': { post: {} } },
  components: {
    schemas: {
      cats: {
        required: ['name'],
        properties: {
          id: { format: 'uuid', default: 'gen_random_uuid()', description: '<pk/>' },
          name: { format: 'text' },
          display_order: { format: 'integer', default: '0' },
          published: { format: 'boolean', default: 'true' },
          color: { format: 'text', nullable: true },
        },
      },
    },
  },
}).get('cats')!;

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, newlines in quotes, CRLF and semicolons', () => {
    expect(parseCsv('a;b\r\n"x;1";"di ""z""\nlinha"\r\n')).toEqual([
      ['a', 'b'],
      ['x;1', 'di "z"\nlinha'],
    ]);
    expect(parseCsv('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('checkImport', () => {
  it('reports each bad row with its field and keeps the good ones', () => {
    const { rows } = rowsOfFile('x.csv', 'name,display_order,published\nAnalgésicos,1,sim\n,2,não\nAntibióticos,dois,talvez\n');
    const out = checkImport(meta, rows);
    expect(out.valid.map((v) => v.payload)).toEqual([{ name: 'Analgésicos', display_order: 1, published: true, color: null }]);
    expect(out.errors).toEqual([
      { row: 2, field: 'name', message: 'Campo obrigatório.' },
      { row: 3, field: 'published', message: 'Use sim/não (ou true/false).' },
      { row: 3, field: 'display_order', message: 'Informe um número inteiro.' },
    ]);
  });
  it('refuses unknown columns and ragged lines as file errors', () => {
    expect(checkImport(meta, rowsOfFile('x.json', '[{"name":"A","cor":"azul"}]').rows).fileErrors[0]).toMatch(/cor/);
    expect(rowsOfFile('x.csv', 'name,color\nA\n').error).toMatch(/linha 1/);
  });
});
