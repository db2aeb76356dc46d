/** Public surface of the auth feature for the app shell. The dialog, the user menu and the
 * pages are imported lazily by path (app/lazy-modules.ts) so the start-up bundle stays small. */
export { useAuthSync } from './hooks/use-auth-sync';
