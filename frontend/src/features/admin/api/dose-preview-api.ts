/** The medication editor's reads (admin token): one medication's dosages and tags for the dose
 * preview, and every medication by name for the picker. */
import { z } from 'zod';
import { readRows } from '@/lib/read-response';
import { db } from '@/lib/supabase';
import { toPreviewDosage, toPreviewTag, type PreviewData } from '../lib/dose-preview-data';

const anyRow = z.record(z.string(), z.unknown());

export async function fetchDosePreview(medicationId: string): Promise<PreviewData> {
  const client = await db();
  const [d, t] = await Promise.all([
    client.from('pedbook_medication_dosages').select('id,name,dosage_template,display_order').eq('medication_id', medicationId).order('display_order'),
    client.from('pedbook_medication_tags').select('*').eq('medication_id', medicationId),
  ]);
  const dosages = readRows(anyRow, d, { source: 'pedbook_medication_dosages' });
  const tags = readRows(anyRow, t, { source: 'pedbook_medication_tags' });
  return { dosages: dosages.map(toPreviewDosage), tags: tags.map(toPreviewTag) };
}

export async function fetchMedicationOptions(): Promise<Array<{ value: string; label: string }>> {
  const res = await (await db()).from('pedbook_medications').select('id,name').order('name').limit(2000);
  return readRows(z.object({ id: z.string(), name: z.string() }), res, { source: 'pedbook_medications' }).map((m) => ({ value: m.id, label: m.name }));
}
