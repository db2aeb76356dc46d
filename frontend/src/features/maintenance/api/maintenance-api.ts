import { queryOptions } from '@tanstack/react-query';
import { readData } from '@/lib/read-response';
import { ME } from '@/lib/query-keys';
import { db } from '@/lib/supabase';
import { visibilityGuard } from '@/lib/visibility-guard';

export interface MaintenanceRecord {
  is_active: boolean;
  message: string | null;
  estimated_duration: string | null;
  activated_at: string | null;
}

export const MAINTENANCE_POLL_MS = 60_000;

export const maintenanceKeys = {
  status: () => ['site-maintenance'] as const,
  superAdmin: (userId: string) => [...ME, 'super-admin', userId] as const,
};

/** The latest maintenance row, or null. Read on every page (start-up path): checked by hand,
 * not with zod, to keep zod out of the start-up bundle. */
export async function getMaintenance(): Promise<MaintenanceRecord | null> {
  const row = readData(
    await (await db())
      .from('site_maintenance')
      .select('is_active, message, estimated_duration, activated_at')
      .order('updated_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
  ) as Record<string, unknown> | null;
  if (!row) return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return { is_active: row.is_active === true, message: text(row.message), estimated_duration: text(row.estimated_duration), activated_at: text(row.activated_at) };
}

export const maintenanceQuery = () =>
  queryOptions({
    queryKey: maintenanceKeys.status(),
    meta: { phase: 'P0' },
    staleTime: MAINTENANCE_POLL_MS,
    refetchInterval: MAINTENANCE_POLL_MS,
    queryFn: getMaintenance,
  });

/** Super admin: is_admin and an email in the configured list; the database answers. Inside the
 * visibility guard's window (spec part 1 §4) nothing is sent and the last answer (else false)
 * stands. */
export const superAdminQuery = (userId: string) =>
  queryOptions({
    queryKey: maintenanceKeys.superAdmin(userId),
    queryFn: ({ client, queryKey }): Promise<boolean> =>
      visibilityGuard.run(
        'admin',
        async () => {
          const { data, error } = await (await db()).rpc('is_super_admin');
          if (error) return false;
          return data === true;
        },
        () => client.getQueryData<boolean>(queryKey) ?? false,
      ),
  });
