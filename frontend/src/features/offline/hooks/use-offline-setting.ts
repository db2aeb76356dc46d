import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { siteSettingsQuery } from '@/lib/site-settings';
import { OFFLINE_SETTING_KEY, loadOfflineRuntime, offlineCopyExpected } from '../api/fallback';

/** Whether the admin allowed offline mode (site setting offline_mode_enabled = 'true'); undefined
 * while unknown (settings not loaded, server down). */
export function useOfflineEnabled(): boolean | undefined {
  const { data } = useQuery(siteSettingsQuery());
  return data ? data[OFFLINE_SETTING_KEY] === 'true' : undefined;
}

/** When the server says offline mode is off, a copy downloaded earlier is removed: the app goes
 * back to the spec's default (offline mode never used). */
export function useOfflineSettingSync() {
  const enabled = useOfflineEnabled();
  useEffect(() => {
    if (enabled === false && offlineCopyExpected()) void loadOfflineRuntime().then((r) => r.removeOfflineCopy());
  }, [enabled]);
}
