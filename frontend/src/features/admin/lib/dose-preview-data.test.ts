import { describe, expect, it } from 'vitest';
import { applyPreviewChange, toPreviewDosage, toPreviewTag, type PreviewData } from './dose-preview-data';

const med = 'm1';
const base = (): PreviewData => ({
  dosages: [toPreviewDosage({ id: 'd1', name: 'Gotas', dosage_template: '{{dose}} mg', display_order: 1 })],
  tags: [toPreviewTag({ id: 't1', name: 'dose', multiplier: '10', max_value: '500', type: 'multiplier', unit: 'mg', round_result: true })],
});

describe('applyPreviewChange', () => {
  it('takes a saved tag from the row the write returned, keeping what the row does not carry', () => {
    const next = applyPreviewChange(base(), 'pedbook_medication_tags', med, { kind: 'saved', created: false, row: { id: 't1', medication_id: med, multiplier: 15 } });
    expect(next.tags).toHaveLength(1);
    expect(next.tags[0]).toMatchObject({ id: 't1', name: 'dose', multiplier: 15, max_value: 500, round_result: true });
  });
  it('adds a new tag of this medication, ignores another medication and drops a tag moved away', () => {
    const added = applyPreviewChange(base(), 'pedbook_medication_tags', med, { kind: 'saved', created: true, row: { id: 't2', medication_id: med, name: 'x', multiplier: 2, type: 'multiplier' } });
    expect(added.tags.map((t) => t.id)).toEqual(['t1', 't2']);
    const other = applyPreviewChange(base(), 'pedbook_medication_tags', med, { kind: 'saved', created: true, row: { id: 't9', medication_id: 'm2', name: 'y' } });
    expect(other.tags.map((t) => t.id)).toEqual(['t1']);
    const moved = applyPreviewChange(base(), 'pedbook_medication_tags', med, { kind: 'saved', created: false, row: { id: 't1', medication_id: 'm2' } });
    expect(moved.tags).toEqual([]);
  });
  it('removes a deleted tag or dosage and keeps dosages in display order', () => {
    expect(applyPreviewChange(base(), 'pedbook_medication_tags', med, { kind: 'deleted', key: 't1' }).tags).toEqual([]);
    const two = applyPreviewChange(base(), 'pedbook_medication_dosages', med, { kind: 'saved', created: true, row: { id: 'd0', medication_id: med, name: 'Antes', dosage_template: 'a', display_order: 0 } });
    expect(two.dosages.map((d) => d.id)).toEqual(['d0', 'd1']);
    expect(applyPreviewChange(two, 'pedbook_medication_dosages', med, { kind: 'deleted', key: 'd1' }).dosages.map((d) => d.id)).toEqual(['d0']);
  });
  it('leaves the preview alone for other tables', () => {
    const old = base();
    expect(applyPreviewChange(old, 'pedbook_medications', med, { kind: 'deleted', key: 't1' })).toBe(old);
  });
});
