import { Navigate, NavLink, Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useProfile } from '@/lib/profile';
import { useAuthStore } from '@/stores/auth-store';
import { ADMIN_MENU } from '@/config/paths';

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
  if (!user || !isAdmin || profile?.id !== user.id) return <Navigate to="/" replace />;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:grid-cols-[14rem_1fr]">
      <nav aria-label="Administração" className="max-h-[70vh] overflow-y-auto rounded-xl border border-border p-2 text-sm">
        {ADMIN_MENU.map((r) => (
          <NavLink key={r.path} to={r.path} className={({ isActive }) => cn('block rounded-md px-2 py-1.5 hover:bg-muted', isActive && 'bg-muted font-medium')}>
            {r.title}
          </NavLink>
        ))}
      </nav>
      <div>
        <Outlet />
      </div>
    </div>
  );
}
