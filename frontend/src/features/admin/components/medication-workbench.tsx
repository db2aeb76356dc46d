/** The medication editor: one medication chosen once, then its use cases, dosages, dose tags and
 * presentations edited together (each a generic table editor fixed to that medication) beside the
 * dose preview, which recomputes after every save. `?medicamento=<id>` opens it on one medication
 * (the medication list links here). */
import { Link, useSearchParams } from 'react-router';
import type { EditorConfig } from '../lib/editor-config';
import { DosePreview, MedicationSelect, useMedicationOptions } from './dose-preview';
import { TableEditor } from './table-editor';
import { pathTo } from '@/config/paths';

/** Dose rows and presentations change through the editorial review (schema 0027): each row links to its history. */
const historyLink: EditorConfig['rowLink'] = { label: 'Histórico', href: (row) => `${pathTo('/admin/revisions')}?registro=${encodeURIComponent(String(row.id))}` };

/** The sections, in the order a prescriber reads them; medication_id is fixed per medication. */
export const MEDICATION_SECTIONS: ReadonlyArray<{ heading: string; config: EditorConfig }> = [
  { heading: 'Usos', config: { table: 'pedbook_medication_use_cases', noun: 'uso', listColumns: ['name', 'display_order'], searchColumns: ['name'], defaultSort: { column: 'display_order', ascending: true } } },
  { heading: 'Dosagens', config: { table: 'pedbook_medication_dosages', noun: 'dosagem', listColumns: ['name', 'use_case_id', 'age_group', 'source'], searchColumns: ['name', 'dosage_template'], filterColumns: ['use_case_id'] } },
  { heading: 'Tags (variáveis de dose)', config: { table: 'pedbook_medication_tags', noun: 'tag', listColumns: ['name', 'multiplier', 'max_value', 'unit', 'type', 'status', 'source'], searchColumns: ['name'], rowLink: historyLink } },
  { heading: 'Apresentações', config: { table: 'pedbook_medication_presentations', noun: 'apresentação', listColumns: ['form', 'label', 'amount', 'amount_unit', 'volume_ml', 'is_default'], searchColumns: ['form'], rowLink: historyLink } },
];

export function MedicationWorkbench() {
  const [params, setParams] = useSearchParams();
  const medicationId = params.get('medicamento') ?? '';
  const meds = useMedicationOptions();
  const known = medicationId === '' || meds.isPending || (meds.data ?? []).some((m) => m.value === medicationId);
  return (
    <div className="space-y-4">
      <MedicationSelect
        label="Medicamento em edição"
        className="flex max-w-md flex-col text-sm font-medium"
        value={medicationId}
        onChange={(id) => {
          const next = new URLSearchParams(params);
          if (id) next.set('medicamento', id);
          else next.delete('medicamento');
          setParams(next);
        }}
      />
      {meds.isError ? <p role="alert" className="text-destructive">Não foi possível carregar os medicamentos: {meds.error.message}</p> : null}
      {!known ? <p role="alert" className="text-destructive">Medicamento não encontrado: escolha outro na lista.</p> : null}
      {medicationId !== '' && known ? (
        <p className="text-sm">
          Doses e apresentações mudam por proposta revisada por outro administrador:{' '}
          <Link className="text-primary underline" to={`${pathTo('/admin/revisions')}?medicamento=${encodeURIComponent(medicationId)}`}>
            propostas deste medicamento
          </Link>
          .
        </p>
      ) : null}
      <DosePreview medicationId={medicationId} />
      {medicationId === '' || !known ? (
        <p className="text-muted-foreground">Escolha um medicamento para editar seus usos, dosagens, tags e apresentações juntos.</p>
      ) : (
        MEDICATION_SECTIONS.map((s) => (
          <div key={`${s.config.table}-${medicationId}`} className="space-y-2">
            <h2 className="text-lg font-semibold">{s.heading}</h2>
            <TableEditor config={{ ...s.config, fixed: { medication_id: medicationId } }} />
          </div>
        ))
      )}
    </div>
  );
}
