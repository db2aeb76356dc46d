import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '@/lib/toast';
import { useThemeStore } from '@/stores/theme-store';

/** One toast visible at a time (the shell shows one popup at a time). */
export function AppToaster() {
  const theme = useThemeStore((s) => s.theme);
  useEffect(() => {
    toasterMounted();
  }, []);
  return <Toaster richColors closeButton position="top-center" theme={theme} visibleToasts={1} />;
}
