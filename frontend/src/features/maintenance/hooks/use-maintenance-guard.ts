import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '@/stores/auth-store';
import { maintenanceQuery, superAdminQuery } from '../api/maintenance-api';
import { maintenanceRedirect } from '../lib/redirect';

export function useMaintenanceGuard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const authReady = useAuthStore((s) => s.initialized);
  const maintenance = useQuery(maintenanceQuery());
  const superAdmin = useQuery({ ...superAdminQuery(user?.id ?? ''), enabled: !!user });

  const active = maintenance.data?.is_active === true;
  const decided = maintenance.isSuccess && authReady && (!user || !superAdmin.isPending);

  useEffect(() => {
    if (!decided) return;
    const target = maintenanceRedirect(pathname, active, superAdmin.data === true);
    if (target) navigate(target, { replace: true });
  }, [decided, active, pathname, superAdmin.data, navigate]);
}
