/** The maintenance switch's calls (admin token; spec part 1 §4): the latest site_maintenance row,
 * and saving it (an update of that row, or the first insert), answered with the row as written. */
import { z } from 'zod';
import { toApiError } from '@/lib/api-error';
import { readMaybe, readRows } from '@/lib/read-response';
import { db } from '@/lib/supabase';

const maintenanceRow = z.object({
  id: z.string(),
  is_active: z.boolean(),
  message: z.string().nullable(),
  estimated_duration: z.string().nullable(),
  activated_at: z.string().nullable(),
});
export type MaintenanceRow = z.infer<typeof maintenanceRow>;

const COLUMNS = 'id,is_active,message,estimated_duration,activated_at';
const source = { source: 'site_maintenance' };

export const maintenanceAdminKey = ['admin', 'maintenance'] as const;

export async function fetchMaintenanceRecord(): Promise<MaintenanceRow | null> {
  const res = await (await db()).from('site_maintenance').select(COLUMNS).order('updated_at', { ascending: false }).limit(1).maybeSingle();
  return readMaybe(maintenanceRow, res, source);
}

/** Saves and returns the row as written (the page shows it; lib/write-through). */
export async function saveMaintenance(current: MaintenanceRow | null, patch: Partial<MaintenanceRow> & { activated_by?: string | null }): Promise<MaintenanceRow> {
  const client = await db();
  const res = current ? await client.from('site_maintenance').update(patch).eq('id', current.id).select(COLUMNS) : await client.from('site_maintenance').insert(patch).select(COLUMNS);
  const row = readRows(maintenanceRow, res, source)[0];
  if (!row) throw toApiError({ message: 'O registro de manutenção não foi salvo (sem permissão?).' });
  return row;
}
