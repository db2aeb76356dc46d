import { Badge } from '@/components/ui/badge';

interface Markable {
  classification: '+' | '*' | null;
  sex_restriction: 'F' | 'M' | null;
  verification_status: string;
}

export const NEEDS_OFFICIAL_NOTE = 'conferir_nota_oficial';

/** †/* (dagger/asterisk), sex restriction and the "conferir nota oficial" mark of codes added
 * after the DATASUS 2008 file. */
export function CidMarks({ row }: { row: Markable }) {
  return (
    <span className="inline-flex flex-wrap gap-1 align-middle">
      {row.classification === '+' ? (
        <Badge title="Código de etiologia (cruz)" aria-label="Cruz: código de etiologia">
          †
        </Badge>
      ) : null}
      {row.classification === '*' ? (
        <Badge title="Código de manifestação (asterisco)" aria-label="Asterisco: código de manifestação">
          *
        </Badge>
      ) : null}
      {row.sex_restriction ? <Badge>{row.sex_restriction === 'F' ? 'Somente sexo feminino' : 'Somente sexo masculino'}</Badge> : null}
      {row.verification_status === NEEDS_OFFICIAL_NOTE ? <Badge className="border-amber-500 text-amber-700 dark:text-amber-300">Conferir nota oficial</Badge> : null}
    </span>
  );
}
