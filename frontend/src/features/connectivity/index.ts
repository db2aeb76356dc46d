/** Public surface of the connectivity feature (in the start-up bundle: it must work offline). */
export { ConnectionLostModal } from './components/connection-lost-modal';
export { OfflineUnavailableDialog } from './components/offline-unavailable-dialog';
export { OfflineBlockedPage } from './components/offline-blocked-page';
export { useConnectivityEvents } from './hooks/use-connectivity-events';
export { isBlockedOffline } from './lib/offline-areas';
export { useServerProbe } from './hooks/use-server-probe';
