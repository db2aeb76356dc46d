/** Maintenance redirect (spec part 1 §2/§4): active → everyone but super admins goes to
 * /maintenance; inactive → a visitor on /maintenance goes to /. null = stay. */
export const MAINTENANCE_PATH = '/maintenance';

export function maintenanceRedirect(pathname: string, active: boolean, isSuperAdmin: boolean): string | null {
  const onPage = pathname === MAINTENANCE_PATH;
  if (active && !isSuperAdmin && !onPage) return MAINTENANCE_PATH;
  if (!active && onPage) return '/';
  return null;
}
