import { Moon, Sun } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from './logo';
import { GlobalSearch } from '@/features/search';
import { useAuthStore } from '@/stores/auth-store';
import { useThemeStore } from '@/stores/theme-store';
import { useUiStore } from '@/stores/ui-store';
import { UserMenu } from '@/features/auth';
import { useMediaQuery } from '@/lib/use-media-query';
import { pathTo } from '@/config/paths';

/** Tailwind's `sm` breakpoint: from here on the search box sits in the header row. */
const SM_UP = '(min-width: 640px)';

export function Header() {
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  const user = useAuthStore((s) => s.user);
  const openAuthDialog = useUiStore((s) => s.openAuthDialog);
  const { pathname } = useLocation();
  // One search box is mounted, the one this width shows; where the width is unknown (the build's
  // pre-render) both are, and the CSS classes choose.
  const wide = useMediaQuery(SM_UP);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Logo />
        <div className="hidden flex-1 sm:block">
          {wide === false ? null : <GlobalSearch className="mx-auto max-w-xl" />}
        </div>
        <div className="ml-auto flex items-center gap-2">
          <button
            type="button"
            onClick={toggleTheme}
            aria-label={theme === 'dark' ? 'Ativar tema claro' : 'Ativar tema escuro'}
            className="rounded-full p-2 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {theme === 'dark' ? <Sun className="h-5 w-5" aria-hidden /> : <Moon className="h-5 w-5" aria-hidden />}
          </button>
          {user ? (
            <Suspense fallback={<span className="h-8 w-8 rounded-full bg-muted" aria-hidden />}>
              <UserMenu />
            </Suspense>
          ) : (
            <button type="button" onClick={() => openAuthDialog('signin')} className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90">
              Entrar
            </button>
          )}
        </div>
      </div>
      {pathname === pathTo('/') || wide === true ? null : (
        <div className="px-4 pb-3 sm:hidden">
          <GlobalSearch variant="mobile" />
        </div>
      )}
    </header>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-border py-6 text-center text-sm text-muted-foreground">
      <nav aria-label="Rodapé" className="flex flex-wrap justify-center gap-4">
        <Link to={pathTo('/terms')} className="hover:underline">
          Termos de Uso
        </Link>
        <Link to={pathTo('/politica-privacidade')} className="hover:underline">
          Política de Privacidade
        </Link>
        <Link to={pathTo('/feedback-suporte')} className="hover:underline">
          Feedback e Suporte
        </Link>
        <Link to={pathTo('/modo-offline')} className="hover:underline">
          Modo offline
        </Link>
      </nav>
      <p className="mt-2">© PedBook — pediatria ao alcance das suas mãos.</p>
    </footer>
  );
}
