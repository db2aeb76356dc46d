import { describe, expect, it } from 'vitest';
import { formSchema, parseDecimal, toFormValues } from './form-schema';
import { parseOpenApi } from './table-meta';

const doc = {
  paths: { '/tags': { get: {}, post: {}, patch: {} } },
  components: {
    schemas: {
      tags: {
        required: ['name', 'medication_id'],
        properties: {
          id: { type: 'string', format: 'uuid', default: 'gen_random_uuid()', description: 'Note:\nThis is a Primary Key.<pk/>' },
          medication_id: { type: 'string', format: 'uuid', description: "Note:\nThis is a Foreign Key to `meds.id`.<fk table='meds' column='id'/>" },
          name: { type: 'string', format: 'text' },
          multiplier: { type: 'number', format: 'numeric', nullable: true },
          display_order: { type: 'integer', format: 'integer', default: '0' },
          round_result: { type: 'boolean', format: 'boolean', default: 'true' },
          kinds: { type: 'array', format: 'text[]', default: "'{}'::text[]" },
          search_name: { type: 'string', format: 'text', nullable: true, readOnly: true },
          updated_at: { type: 'string', format: 'timestamp with time zone', default: 'now()' },
        },
      },
    },
  },
};

const meta = parseOpenApi(doc).get('tags')!;

describe('parseOpenApi', () => {
  it('reads keys, relations, nullability and operations', () => {
    expect(meta.primaryKey).toEqual(['id']);
    expect(meta.columns.find((c) => c.name === 'medication_id')?.foreignKey).toEqual({ table: 'meds', column: 'id' });
    expect(meta.columns.find((c) => c.name === 'multiplier')?.nullable).toBe(true);
    expect(meta.columns.find((c) => c.name === 'display_order')?.nullable).toBe(false);
    expect([meta.insertable, meta.updatable, meta.deletable]).toEqual([true, true, false]);
  });
});

describe('formSchema', () => {
  const base = { medication_id: '6f1c2d1e-1111-4222-8333-944444444444', name: 'dose', multiplier: '', display_order: '', round_result: true, kinds: '' };
  it('turns form strings into typed values; empty optional → null, empty defaulted → left out', () => {
    const out = formSchema(meta, 'create').parse({ ...base, multiplier: '0,25', kinds: 'a\n\nb' });
    expect(out).toEqual({ medication_id: base.medication_id, name: 'dose', multiplier: 0.25, round_result: true, kinds: ['a', 'b'] });
    expect(formSchema(meta, 'create').parse(base)).toMatchObject({ multiplier: null });
  });
  it('refuses bad values with Portuguese messages per field', () => {
    const r = formSchema(meta, 'edit').safeParse({ ...base, name: ' ', multiplier: 'abc', display_order: '2.5', medication_id: 'x' });
    expect(r.success).toBe(false);
    const msgs = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(msgs).toEqual({ name: 'Campo obrigatório.', multiplier: expect.stringMatching(/número/), display_order: expect.stringMatching(/inteiro/), medication_id: expect.stringMatching(/UUID/) });
  });
  it('never includes generated or system columns', () => {
    expect(Object.keys(toFormValues(meta, null))).not.toContain('search_name');
    expect(Object.keys(toFormValues(meta, null))).not.toContain('updated_at');
    expect(toFormValues(meta, null).round_result).toBe(true);
  });
  it('parses decimals both ways and nothing else', () => {
    expect([parseDecimal('1,5'), parseDecimal('.5'), parseDecimal('1e3'), parseDecimal('1,2,3')]).toEqual([1.5, 0.5, null, null]);
  });
});
