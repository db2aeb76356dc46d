import { queryOptions } from '@tanstack/react-query';
import { db } from '@/lib/supabase';
import { visibilityGuard } from '@/lib/visibility-guard';

export interface MaintenanceRecord {
  is_active: boolean;
  message: string | null;
  estimated_duration: string | null;
  activated_at: string | null;
}

export const MAINTENANCE_POLL_MS = 60_000;

export const maintenanceQuery = () =>
  queryOptions({
    queryKey: ['site-maintenance'],
    meta: { phase: 'P0' },
    staleTime: MAINTENANCE_POLL_MS,
    refetchInterval: MAINTENANCE_POLL_MS,
    queryFn: async (): Promise<MaintenanceRecord | null> => {
      const { data, error } = await (await db())
        .from('site_maintenance')
        .select('is_active, message, estimated_duration, activated_at')
        .order('updated_at', { ascending: false })
        .limit(1)
        .maybeSingle<MaintenanceRecord>();
      if (error) throw new Error(error.message);
      return data;
    },
  });

/** Super admin: is_admin and an email in the configured list; the database answers. Inside the
 * visibility guard's window (spec part 1 §4) nothing is sent and the last answer (else false)
 * stands. */
export const superAdminQuery = (userId: string) =>
  queryOptions({
    queryKey: ['me', 'super-admin', userId],
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
