import { useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useProfile } from '@/lib/profile';
import { useAuthStore } from '@/stores/auth-store';
import { ADMIN_MENU, pathTo } from '@/config/paths';

/** The admin menu: a sidebar from md up; on phones it collapses behind a menu button (closed by
 * default and after each navigation), so the page — not the menu — fills the screen. */
function AdminMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }
  return (
    <div>
      <button
        type="button"
        className="mb-2 w-full rounded-md border border-border px-3 py-2 text-left text-sm font-medium md:hidden"
        aria-expanded={open}
        aria-controls="admin-menu"
        onClick={() => {
          setOpen((o) => !o);
          setOpenedAt(pathname);
        }}
      >
        {open ? 'Fechar menu administrativo' : 'Menu administrativo'}
      </button>
      <nav
        id="admin-menu"
        aria-label="Administração"
        className={cn('max-h-[70vh] overflow-y-auto rounded-xl border border-border p-2 text-sm md:block', open ? 'block' : 'hidden')}
      >
        {ADMIN_MENU.map((r) => (
          <NavLink key={r.path} to={r.path} className={({ isActive }) => cn('block rounded-md px-2 py-1.5 hover:bg-muted', isActive && 'bg-muted font-medium')}>
            {r.title}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}

/** /admin: admin-only, one layout for every admin page. */
export function AdminLayout() {
  const user = useAuthStore((s) => s.user);
  const initialized = useAuthStore((s) => s.initialized);
  const loading = useAuthStore((s) => s.loading);
  const profile = useProfile();
  const isAdmin = profile?.is_admin === true;
  if (!initialized || (user && loading)) {
    return (
      <div className="flex justify-center p-10">
        <Spinner label="Verificando permissões..." />
      </div>
    );
  }
  // No session, no admin flag, or a profile that could not be loaded: not an admin.
  if (!user || !isAdmin || profile?.id !== user.id) return <Navigate to={pathTo('/')} replace />;
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-6 md:grid-cols-[14rem_1fr] md:gap-6">
      <AdminMenu />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
