/** Public surface of the auth feature for the app shell. The dialog and the user menu are lazy
 * so the start-up bundle stays small; the pages are in routes.ts. */
import { lazy } from 'react';

export { useAuthSync } from './hooks/use-auth-sync';
export const AuthDialog = lazy(() => import('./components/auth-dialog').then((m) => ({ default: m.AuthDialog })));
export const MfaSettings = lazy(() => import('./components/mfa-settings').then((m) => ({ default: m.MfaSettings })));
export const PasskeySettings = lazy(() => import('./components/passkey-settings').then((m) => ({ default: m.PasskeySettings })));
export const UserMenu = lazy(() => import('./components/user-menu').then((m) => ({ default: m.UserMenu })));
