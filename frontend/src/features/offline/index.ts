/** Public surface of the offline feature. Light: the copy (idb, restore, download) loads on
 * demand through loadOfflineRuntime(). */
export {
  OFFLINE_READY_KEY,
  OFFLINE_SETTING_KEY,
  isNetworkFailure,
  loadOfflineRuntime,
  offlineCopyExpected,
  withOfflineFallback,
  type OfflineData,
} from './api/fallback';
export { useOfflineSettingSync, useOfflineEnabled } from './hooks/use-offline-setting';
export { useQueryPersistence } from './hooks/use-query-persistence';
