import type { ListParams, Row } from '../api/table-api';
import { applyAdminChange, mergeInto, newRowFits } from './admin-cache';

const keyOf = (r: Row) => String(r.id);
const params = (over: Partial<ListParams> = {}): ListParams => ({ filters: [], sort: { column: 'updated_at', ascending: false }, page: 0, pageSize: 50, ...over });
const pageKey = (p: ListParams) => ['admin', 'rows', 't', p];

describe('admin cache after a write', () => {
  const old = { id: '1', name: 'Amoxicilina', category_id: 'c1', category_id__ref: { name: 'Antibióticos' } };
  const saved = { id: '1', name: 'Amoxicilina 500', category_id: 'c2', category_id__ref: { name: 'Penicilinas' }, updated_at: 'x' };

  it('merges the saved values into the columns a cached row shows', () => {
    expect(mergeInto({ id: '1', name: 'a' }, saved)).toEqual({ id: '1', name: 'Amoxicilina 500' });
    expect(mergeInto({ id: '1', gone: 1 }, { id: '1' })).toEqual({ id: '1', gone: 1 });
  });

  it('replaces a saved row on a counted page, with its related labels', () => {
    const page = { rows: [old, { id: '2', name: 'b' }], total: 2 };
    const next = applyAdminChange(keyOf, page, pageKey(params()), { kind: 'saved', row: saved, created: false }) as { rows: Row[]; total: number };
    expect(next.rows[0]).toEqual({ id: '1', name: 'Amoxicilina 500', category_id: 'c2', category_id__ref: { name: 'Penicilinas' } });
    expect(next.total).toBe(2);
  });

  it('puts a new row at the top of a first page it matches, counts it elsewhere', () => {
    const page = { rows: [{ id: '2', name: 'b' }], total: 1 };
    const created = { kind: 'saved' as const, row: { id: '3', name: 'Novo', published: true }, created: true };
    expect(applyAdminChange(keyOf, page, pageKey(params()), created)).toEqual({ rows: [created.row, { id: '2', name: 'b' }], total: 2 });
    expect(applyAdminChange(keyOf, page, pageKey(params({ page: 1 })), created)).toEqual({ rows: page.rows, total: 2 });
    const filtered = params({ filters: [{ kind: 'eq', column: 'published', value: false }] });
    expect(applyAdminChange(keyOf, page, pageKey(filtered), created)).toEqual({ rows: page.rows, total: 2 });
  });

  it('removes a deleted row from pages, lists and its own page', () => {
    const page = { rows: [old], total: 7 };
    expect(applyAdminChange(keyOf, page, pageKey(params()), { kind: 'deleted', key: '1' })).toEqual({ rows: [], total: 6 });
    expect(applyAdminChange(keyOf, [old], ['admin', 'rows', 't', 'formatter'], { kind: 'deleted', key: '1' })).toEqual([]);
    expect(applyAdminChange(keyOf, old, ['admin', 'rows', 't', 'one', '1'], { kind: 'deleted', key: '1' })).toBeNull();
  });

  it('sets the row on its own page and leaves other rows’ pages alone', () => {
    expect(applyAdminChange(keyOf, old, ['admin', 'rows', 't', 'one', '1'], { kind: 'saved', row: saved, created: false })).toEqual({ ...old, ...saved });
    expect(applyAdminChange(keyOf, { id: '9' }, ['admin', 'rows', 't', 'one', '9'], { kind: 'saved', row: saved, created: false })).toEqual({ id: '9' });
  });

  it('decides which first pages a new row fits', () => {
    const row = { id: '1', name: 'Dipirona', kind: 'oral' };
    expect(newRowFits(params({ filters: [{ kind: 'search', columns: ['name'], text: 'dipi' }] }), row)).toBe(true);
    expect(newRowFits(params({ filters: [{ kind: 'search', columns: ['name'], text: 'amox' }] }), row)).toBe(false);
    expect(newRowFits(params({ filters: [{ kind: 'eq', column: 'kind', value: 'oral' }] }), row)).toBe(true);
    expect(newRowFits(params({ filters: [{ kind: 'eq', column: 'kind', value: null }] }), row)).toBe(false);
  });
});
