import { DropdownMenu } from 'radix-ui';
import { FileText, LifeBuoy, LogOut, MessageSquare, Settings, Shield, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';
import { signOut } from '../api/auth-actions';
import { useProfile } from '@/lib/profile';
import { pathTo } from '@/config/paths';

function Item({ icon, children, onSelect }: { icon: ReactNode; children: ReactNode; onSelect: () => void }) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-muted"
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

export function UserMenu() {
  const navigate = useNavigate();
  const profile = useProfile();
  const user = useAuthStore((s) => s.user);
  const isAdmin = profile?.is_admin === true;
  const openDialog = useUiStore((s) => s.openDialog);
  const name = profile?.full_name || 'Usuário';

  const onSignOut = async () => {
    const ui = useUiStore.getState();
    ui.showOverlay('Saindo...');
    try {
      await signOut();
    } finally {
      useAuthStore.getState().clear();
      ui.hideOverlay();
      toast.success('Logout realizado com sucesso', { description: 'Você foi desconectado da sua conta.' });
    }
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Menu do usuário"
        className="flex items-center gap-2 rounded-full border border-border px-2 py-1 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <UserRound className="h-5 w-5" aria-hidden />
        <span className="hidden max-w-32 truncate sm:inline">{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-lg border border-border bg-background p-1 shadow-lg">
          <DropdownMenu.Label className="px-2 py-1.5">
            <span className="block text-sm font-semibold">{name}</span>
            <span className="block truncate text-xs text-muted-foreground">{user?.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {isAdmin ? (
            <Item icon={<ShieldCheck className="h-4 w-4" aria-hidden />} onSelect={() => navigate(pathTo('/admin/dashboard'))}>
              Painel Admin
            </Item>
          ) : null}
          <Item icon={<Settings className="h-4 w-4" aria-hidden />} onSelect={() => navigate(pathTo('/settings'))}>
            Configurações
          </Item>
          <Item icon={<LifeBuoy className="h-4 w-4" aria-hidden />} onSelect={() => openDialog('support')}>
            Suporte
          </Item>
          <Item icon={<MessageSquare className="h-4 w-4" aria-hidden />} onSelect={() => openDialog('feedback')}>
            Feedback
          </Item>
          <Item icon={<FileText className="h-4 w-4" aria-hidden />} onSelect={() => navigate(pathTo('/terms'))}>
            Termos de Uso
          </Item>
          <Item icon={<Shield className="h-4 w-4" aria-hidden />} onSelect={() => navigate(pathTo('/politica-privacidade'))}>
            Política de Privacidade
          </Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <Item icon={<LogOut className="h-4 w-4" aria-hidden />} onSelect={() => void onSignOut()}>
            Sair
          </Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
