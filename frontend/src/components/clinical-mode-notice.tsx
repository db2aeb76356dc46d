import { Link } from 'react-router';
import { pathTo } from '@/config/paths';

const WORDING = {
  calculator: { hidden: 'Esta calculadora fica oculta no modo Clinical.', use: 'para usá-la.' },
  flowchart: { hidden: 'Este fluxograma fica oculto no modo Clinical.', use: 'para usá-lo.' },
} as const;

/** What a tool hidden by clinical mode (config/tools.ts) shows instead of its doses. */
export function ClinicalModeNotice({ what }: { what: keyof typeof WORDING }) {
  const w = WORDING[what];
  return (
    <div role="status" className="rounded-lg border border-border bg-muted p-4">
      <p className="font-medium">{w.hidden}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Desative o modo Clinical em <Link to={pathTo('/settings')} className="text-primary underline">Configurações</Link> {w.use}
      </p>
    </div>
  );
}
