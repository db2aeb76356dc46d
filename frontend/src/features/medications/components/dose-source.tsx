import { AlertTriangle, BookOpen, ShieldCheck } from 'lucide-react';
import { doseVerificationView } from '@/clinical';
import { Badge } from '@/components/ui/badge';
import type { MedicationTag } from '../api/medications';
import { DoseSignoffLine } from './dose-signoff';

const isoDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('pt-BR', { timeZone: 'UTC' });

/** How sure a dose row is (issue #37): its documentary verification level and date, the source statement one tap
 * away, the row's cited source. A documentary check, never a clinician's sign-off. */
export function DoseSource({ row }: { row: MedicationTag }) {
  const record = row.pedbook_dose_verifications;
  const v = doseVerificationView(record);
  const tone = v.pending
    ? 'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
    : v.level === 'K' ? 'border-slate-400 text-slate-800 dark:text-slate-200' : 'border-emerald-600 text-emerald-800 dark:text-emerald-200';
  return (
    <div className="mt-2 space-y-1 border-t border-border pt-2 text-xs text-muted-foreground">
      <Badge className={tone} data-verification={v.level} data-status={v.pending ? 'pendente' : 'conferido'}>
        {v.pending ? <AlertTriangle className="mr-1 h-3 w-3" aria-hidden /> : <ShieldCheck className="mr-1 h-3 w-3" aria-hidden />}
        [{v.level}] {v.label}{v.checkedOn ? ` em ${isoDate(v.checkedOn)}` : ''}
      </Badge>
      <DoseSignoffLine tagId={row.id} />
      {row.status === 'verificado' ? (
        <p data-status="verificado">
          Números da linha: verificado{row.reviewed_at ? ` em ${isoDate(row.reviewed_at)}` : ''} contra a transcrição da fonte{row.reviewed_by ? ` · ${row.reviewed_by}` : ''}
        </p>
      ) : null}
      {record && !record.stale && (v.hasStatement || record.searched) ? (
        <details className="rounded-md border border-border p-2" data-testid="source-statement">
          <summary className="cursor-pointer font-medium text-foreground">
            <BookOpen className="mr-1 inline h-3 w-3" aria-hidden />{v.hasStatement ? 'Trecho da fonte' : 'O que foi pesquisado'}
          </summary>
          <dl className="mt-1 space-y-1">
            {v.hasStatement ? (
              <>
                <div><dt className="inline font-semibold">O que a fonte estabelece: </dt><dd className="inline">{record.statement}</dd></div>
                <div><dt className="inline font-semibold">Documento: </dt><dd className="inline">{record.document}</dd></div>
                <div><dt className="inline font-semibold">Onde: </dt><dd className="inline">{record.location}</dd></div>
                {record.url ? (
                  <div><dt className="inline font-semibold">Lido em: </dt><dd className="inline break-all">
                    <a href={record.url} target="_blank" rel="noreferrer noopener" className="underline">{record.url}</a>
                  </dd></div>
                ) : null}
              </>
            ) : null}
            {record.searched ? <div><dt className="inline font-semibold">Pesquisado: </dt><dd className="inline">{record.searched}</dd></div> : null}
            {record.note ? <div><dt className="inline font-semibold">Nota: </dt><dd className="inline">{record.note}</dd></div> : null}
            <div className="italic">Conferência documental, não revisão clínica.</div>
          </dl>
        </details>
      ) : null}
      {row.source ? <p><span className="font-medium">Fonte:</span> {row.source}</p> : null}
    </div>
  );
}
