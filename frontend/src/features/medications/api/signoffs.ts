/** The clinical sign-off of a dose row's live version (issue #37 §2, schema 0027's view
 * pedbook_dose_signoffs): present only when an admin holding the reviewer role approved exactly
 * this version. A documentary check (status verificado) is not a sign-off and never comes from here. */
import { z } from 'zod';
import { db } from '@/lib/supabase';
import { readRows } from '@/lib/read-response';

const signoffSchema = z.object({
  entity_id: z.string(),
  reviewer_name: z.string(),
  reviewer_registration: z.string(),
  reviewed_at: z.string(),
});
export type DoseSignoff = z.infer<typeof signoffSchema>;

export const signoffKey = (tagId: string) => ['medications', 'signoff', tagId] as const;

export async function fetchSignoff(tagId: string): Promise<DoseSignoff | null> {
  const res = await (await db())
    .from('pedbook_dose_signoffs')
    .select('entity_id,reviewer_name,reviewer_registration,reviewed_at')
    .eq('entity_table', 'pedbook_medication_tags')
    .eq('entity_id', tagId)
    .limit(1);
  return readRows(signoffSchema, res, { source: 'pedbook_dose_signoffs' })[0] ?? null;
}

/** "Revisado por Dra. Ana Souza, CRM-SP 123456, em 01/12/2026" */
export function signoffText(s: DoseSignoff): string {
  return `Revisado por ${s.reviewer_name}, ${s.reviewer_registration}, em ${new Date(s.reviewed_at).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}`;
}
