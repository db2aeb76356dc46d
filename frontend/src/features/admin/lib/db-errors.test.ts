import { describe, expect, it } from 'vitest';
import { friendlyDbError } from './db-errors';

const cols = ['id', 'name', 'category_id', 'multiplier', 'start_weight', 'end_weight'];

describe('friendlyDbError', () => {
  it.each([
    [{ code: '23505', message: 'duplicate key value violates unique constraint "pedbook_medication_categories_name_key"', details: null }, 'name', /Já existe um registro com este valor de "name"/],
    [{ code: '23505', message: 'duplicate key', details: 'Key (name)=(X) already exists.' }, 'name', /"name"/],
    [{ code: '23503', message: 'insert or update on table "t" violates foreign key constraint "pedbook_medications_category_id_fkey"', details: null }, 'category_id', /relacionado/],
    [{ code: '23503', message: 'update or delete on table "t" violates foreign key constraint', details: 'Key (id)=(1) is still referenced from table "pedbook_medications".' }, null, /ainda é usado.*pedbook_medications/],
    [{ code: '23502', message: 'null value in column "name" of relation "t" violates not-null constraint' }, 'name', /obrigatório/],
    [{ code: '23514', message: 'new row for relation "t" violates check constraint "pedbook_medication_tags_multiplier_check"' }, 'multiplier', /multiplier/],
    [{ code: '23514', message: 'new row for relation "t" violates check constraint "pedbook_medication_tags_weight_range"' }, null, /weight_range/],
    [{ code: '42501', message: 'new row violates row-level security policy for table "t"' }, null, /permissão/],
    [{ code: '42501', message: 'Apenas super admin pode alterar o modo de manutenção' }, null, /^Apenas super admin pode alterar o modo de manutenção$/],
    [{ code: 'P0001', message: 'Este feedback foi resolvido e não aceita novas respostas' }, null, /resolvido/],
    [{ message: 'TypeError: Failed to fetch' }, null, /Sem conexão/],
  ])('%o', (error, field, text) => {
    const out = friendlyDbError(error, cols);
    expect(out.field).toBe(field);
    expect(out.message).toMatch(text);
  });
});
