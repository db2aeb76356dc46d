/** site_settings key/value rows, read all (logo_url, support_whatsapp, instagram_url, …). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { db } from './supabase';

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: ['site-settings'],
    meta: { phase: 'P1' },
    queryFn: async (): Promise<Record<string, string>> => {
      const { data, error } = await (await db()).from('site_settings').select('key, value');
      if (error) throw new Error(error.message);
      return Object.fromEntries((data as Array<{ key: string; value: string | null }>).map((r) => [r.key, r.value ?? '']));
    },
  });

export function useSiteSetting(key: string): string | undefined {
  const { data } = useQuery(siteSettingsQuery());
  const v = data?.[key];
  return v ? v : undefined;
}
