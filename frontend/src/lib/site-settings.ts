/** site_settings key/value rows, read all (logo_url, support_whatsapp, instagram_url, …). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readData } from './read-response';
import { db } from './supabase';

export const siteSettingsKey = ['site-settings'] as const;

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: siteSettingsKey,
    meta: { phase: 'P1' },
    queryFn: async (): Promise<Record<string, string>> => {
      const data = readData(await (await db()).from('site_settings').select('key, value'));
      const rows: unknown[] = Array.isArray(data) ? data : [];
      // Start-up path: checked by hand (no zod); rows without a text key are skipped.
      const entries = rows.flatMap((r) => {
        const { key, value } = (r ?? {}) as { key?: unknown; value?: unknown };
        return typeof key === 'string' ? [[key, typeof value === 'string' ? value : ''] as const] : [];
      });
      return Object.fromEntries(entries);
    },
  });

export function useSiteSetting(key: string): string | undefined {
  const { data } = useQuery(siteSettingsQuery());
  const v = data?.[key];
  return v ? v : undefined;
}
