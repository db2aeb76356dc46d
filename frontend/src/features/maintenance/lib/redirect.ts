/** Maintenance redirect (spec part 1 §2/§4): active → everyone but super admins goes to
 * /maintenance; inactive → a visitor on /maintenance goes to /. null = stay. */
import { pathTo } from '@/config/paths';

export const MAINTENANCE_PATH = pathTo('/maintenance');

export function maintenanceRedirect(pathname: string, active: boolean, isSuperAdmin: boolean): string | null {
  const onPage = pathname === MAINTENANCE_PATH;
  if (active && !isSuperAdmin && !onPage) return MAINTENANCE_PATH;
  if (!active && onPage) return pathTo('/');
  return null;
}
