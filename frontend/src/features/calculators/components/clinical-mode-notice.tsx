import { Link } from 'react-router';
import { pathTo } from '@/config/paths';

/** What a calculator hidden by clinical mode shows instead of its doses. */
export function ClinicalModeNotice() {
  return (
    <div role="status" className="rounded-lg border border-border bg-muted p-4">
      <p className="font-medium">Esta calculadora fica oculta no modo Clinical.</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Desative o modo Clinical em <Link to={pathTo('/settings')} className="text-primary underline">Configurações</Link> para usá-la.
      </p>
    </div>
  );
}
