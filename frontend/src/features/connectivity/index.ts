/** Public surface of the connectivity feature. The modals are imported lazily by path
 * (app/lazy-modules.ts). */
export { OfflineBlockedPage } from './components/offline-blocked-page';
export { useConnectivityEvents } from './hooks/use-connectivity-events';
export { isBlockedOffline } from './lib/offline-areas';
