/** Content-quality tools of the admin area:
 *  - medication-improvement: what each medication still lacks (category, dosages, sources,
 *    maxima, units, leaflet) — the checklist before a dose can be trusted;
 *  - breastfeeding-medications-enhancement: breastfeeding entries missing their source,
 *    reference or usage text, or not verified, each editable in place. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { fetchAllRows, type Row } from '../api/table-api';
import { AdminPage } from '../components/admin-page';
import { RowForm } from '../components/row-form';
import { useSchema } from '../hooks/use-schema';

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

export interface MedicationGaps {
  id: string;
  name: string;
  published: boolean;
  gaps: string[];
}

/** The gaps of each medication, worst first (pure: rows in, checklist out). */
export function medicationGaps(meds: Row[], dosages: Row[], tags: Row[], instructions: Row[]): MedicationGaps[] {
  const by = (rows: Row[]) => {
    const m = new Map<string, Row[]>();
    for (const r of rows) m.set(String(r.medication_id), [...(m.get(String(r.medication_id)) ?? []), r]);
    return m;
  };
  const d = by(dosages);
  const t = by(tags);
  const ins = by(instructions);
  return meds
    .map((m) => {
      const id = String(m.id);
      const gaps: string[] = [];
      if (blank(m.category_id)) gaps.push('sem categoria');
      const ds = d.get(id) ?? [];
      if (ds.length === 0) gaps.push('sem dosagens');
      const dNoSource = ds.filter((x) => blank(x.source)).length;
      if (dNoSource) gaps.push(`${dNoSource} dosage${dNoSource > 1 ? 'ns' : 'm'} sem fonte`);
      const ts = t.get(id) ?? [];
      const tNoSource = ts.filter((x) => blank(x.source)).length;
      if (tNoSource) gaps.push(`${tNoSource} tag${tNoSource > 1 ? 's' : ''} sem fonte`);
      const tNoMax = ts.filter((x) => (x.type === 'multiplier' || x.type === 'multiplier_by_fixed_age') && blank(x.max_value)).length;
      if (tNoMax) gaps.push(`${tNoMax} tag${tNoMax > 1 ? 's' : ''} por peso sem dose máxima`);
      const tNoUnit = ts.filter((x) => blank(x.unit)).length;
      if (tNoUnit) gaps.push(`${tNoUnit} tag${tNoUnit > 1 ? 's' : ''} sem unidade`);
      if ((ins.get(id) ?? []).length === 0) gaps.push('sem bula');
      return { id, name: String(m.name), published: m.published === true, gaps };
    })
    .filter((m) => m.gaps.length > 0)
    .sort((a, b) => b.gaps.length - a.gaps.length || a.name.localeCompare(b.name, 'pt-BR'));
}

export function MedicationImprovementPage() {
  const q = useQuery({
    queryKey: ['admin', 'medication-improvement'],
    queryFn: async () => {
      const [meds, dosages, tags, instructions] = await Promise.all([
        fetchAllRows('pedbook_medications', 'id,name,published,category_id'),
        fetchAllRows('pedbook_medication_dosages', 'medication_id,source'),
        fetchAllRows('pedbook_medication_tags', 'medication_id,source,max_value,unit,type'),
        fetchAllRows('pedbook_medication_instructions', 'medication_id'),
      ]);
      return { total: meds.length, gaps: medicationGaps(meds, dosages, tags, instructions) };
    },
  });
  return (
    <AdminPage title="Aprimoramento de Medicamentos" intro="O que falta em cada medicamento para que suas doses sejam confiáveis: categoria, dosagens, fontes, doses máximas, unidades e bula. Corrija em Medicamentos, Dosagens e Bulas.">
      {q.isPending ? <Spinner /> : null}
      {q.isError ? <p role="alert" className="text-destructive">{q.error.message}</p> : null}
      {q.data ? (
        <>
          <p className="text-sm" role="status">
            {q.data.gaps.length} de {q.data.total} medicamentos com pendências.
          </p>
          <table className="w-full text-left text-sm" aria-label="Pendências por medicamento">
            <thead>
              <tr>
                <th className="px-2 py-1">Medicamento</th>
                <th className="px-2 py-1">Publicado</th>
                <th className="px-2 py-1">Pendências</th>
              </tr>
            </thead>
            <tbody>
              {q.data.gaps.map((m) => (
                <tr key={m.id} className="border-t border-border">
                  <td className="px-2 py-1">{m.name}</td>
                  <td className="px-2 py-1">{m.published ? 'sim' : 'não'}</td>
                  <td className="px-2 py-1">{m.gaps.join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </AdminPage>
  );
}

const VERIFIED = /^(verificado|oficial)/;

export function BreastfeedingEnhancementPage() {
  const schema = useSchema();
  const [editing, setEditing] = useState<Row | null>(null);
  const q = useQuery({
    queryKey: ['admin', 'rows', 'pedbook_breastfeeding_medications', 'enhancement'],
    queryFn: () => fetchAllRows('pedbook_breastfeeding_medications', '*'),
  });
  const pending = (q.data ?? [])
    .map((r) => ({
      row: r,
      gaps: [
        blank(r.safety_source) ? 'sem fonte de segurança' : null,
        blank(r.article_reference) ? 'sem referência' : null,
        blank(r.usage_description) ? 'sem orientação de uso' : null,
        !VERIFIED.test(String(r.verification_status ?? '')) ? `não verificado (${String(r.verification_status ?? 'sem status')})` : null,
      ].filter((g): g is string => g !== null),
    }))
    .filter((p) => p.gaps.length > 0)
    .sort((a, b) => b.gaps.length - a.gaps.length);
  const meta = schema.data?.get('pedbook_breastfeeding_medications');
  return (
    <AdminPage title="Aprimoramento — Amamentação" intro="Medicamentos na amamentação sem fonte, referência ou orientação de uso, ou ainda não verificados contra a fonte. Complete cada um aqui.">
      {q.isPending ? <Spinner /> : null}
      {q.isError ? <p role="alert" className="text-destructive">{q.error.message}</p> : null}
      <p className="text-sm" role="status">
        {pending.length} de {q.data?.length ?? 0} com pendências.
      </p>
      <ul className="space-y-2">
        {pending.map((p) => (
          <li key={String(p.row.id)} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-2 text-sm">
            <span>
              <strong>{String(p.row.name)}</strong> — {p.gaps.join('; ')}
            </span>
            <Button size="sm" variant="outline" onClick={() => setEditing(p.row)}>
              Completar
            </Button>
          </li>
        ))}
      </ul>
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        {editing && meta && schema.data ? (
          <DialogContent size="4xl" title={`Completar ${String(editing.name)}`} onInteractOutside={(e) => e.preventDefault()}>
            <RowForm
              config={{ table: meta.name, noun: 'medicamento', listColumns: [], hidden: ['seed_key'] }}
              meta={meta}
              schema={schema.data}
              row={editing}
              onCancel={() => setEditing(null)}
              onDone={() => setEditing(null) /* the form set the list from the save (lib/admin-cache) */}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </AdminPage>
  );
}
