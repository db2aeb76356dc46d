import { Link, useParams } from 'react-router';
import { renderDosage } from '@/clinical';
import { DoseGateNotice, PatientInputs, usePatient } from '@/components/patient';
import { BrowserPage, NotFound, QueryState } from '@/components/reference-page';
import { Badge } from '@/components/ui/badge';
import { pathTo } from '@/config/paths';
import { usePreferencesStore } from '@/stores/preferences-store';
import { useMedication, type Medication } from '../api/medications';
import { DoseCard } from '../components/dose-card';
import { templateTags } from '../lib/dose-view';

function Info({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <section className="rounded-lg border border-border p-4">
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1 whitespace-pre-line text-sm">{text}</p>
    </section>
  );
}

/** The dosage text with every dose number withheld (the placeholders as "…"): while the dose gate is closed,
 * or when a tag could not be computed (its message is said on its card, never the raw placeholder). */
function withheld(template: string): string {
  return template.replace(/\{\{\s*[^{}]+?\s*\}\}/g, '…');
}

function Doses({ m }: { m: Medication }) {
  const p = usePatient();
  // the clinical core's dose gate: weight, age (or birth date) and a plausible or confirmed weight first
  const patient = p.gate.show && p.weightKg !== null ? { weightKg: p.weightKg, ...(p.ageMonths === null ? {} : { ageMonths: p.ageMonths }) } : null;
  const tags = m.pedbook_medication_tags;
  return (
    <section className="space-y-4" aria-labelledby="doses-title">
      <h2 id="doses-title" className="text-xl font-semibold">Doses para o paciente</h2>
      <PatientInputs />
      <DoseGateNotice gate={p.gate} />
      {m.pedbook_medication_use_cases.map((uc) => (
        <article key={uc.id} className="rounded-lg border border-border p-4" data-use-case={uc.name}>
          <h3 className="text-lg font-semibold">{uc.name}</h3>
          {uc.description ? <p className="text-sm text-muted-foreground">{uc.description}</p> : null}
          {uc.pedbook_medication_dosages.map((d) => {
            const rendered = patient ? renderDosage(d.dosage_template, tags, patient) : null;
            return (
              <div key={d.id} className="mt-3 space-y-2">
                <h4 className="font-medium">{d.name}</h4>
                <p className="text-sm" data-testid="dosage-text">{rendered && rendered.errors.length === 0 ? rendered.text : withheld(d.dosage_template)}</p>
                {d.summary ? <p className="text-xs text-muted-foreground">{d.summary}</p> : null}
                {patient ? (
                  <div className="grid gap-2">
                    {templateTags(d.dosage_template).map((name) => (
                      <DoseCard key={name} medicationName={m.name} name={name} tags={tags} presentations={m.pedbook_medication_presentations} patient={patient} />
                    ))}
                  </div>
                ) : null}
              </div>
            );
          })}
        </article>
      ))}
    </section>
  );
}

/** /medicamentos/:slug — the patient's weight/age once, then every use case's dose computed live. */
export function MedicationPage() {
  const { slug = '' } = useParams();
  const q = useMedication(slug);
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  const m = q.data;
  const crumbs = [{ label: 'Medicamentos', to: pathTo('/medicamentos') }, { label: m?.name ?? slug }];
  return (
    <BrowserPage crumbs={crumbs} title={m?.name ?? 'Medicamento'}
      subtitle={m ? <span className="flex flex-wrap items-center gap-2">{m.pedbook_medication_categories ? <Badge>{m.pedbook_medication_categories.name}</Badge> : null}{m.description}</span> : undefined}>
      <QueryState isPending={q.isPending} error={q.error}>
        {!m ? <NotFound message={`Medicamento “${slug}” não encontrado.`} /> : (
          <>
            {clinicalMode ? (
              <div role="status" className="rounded-lg border border-border bg-muted p-4">
                <p className="font-medium">As doses de medicamentos ficam ocultas no modo Clinical.</p>
                <p className="mt-1 text-sm text-muted-foreground">Desative o modo Clinical em Configurações para calculá-las.</p>
              </div>
            ) : <Doses m={m} />}
            <Info title="Marcas comerciais" text={m.brands} />
            <Info title="Contraindicações" text={m.contraindications} />
            <Info title="Orientações" text={m.guidelines} />
            <Info title="Referências" text={m.scientific_references} />
            <p><Link className="text-primary underline" to={pathTo('/medicamentos/:medicationId/bula', { medicationId: m.id })}>Bula profissional de {m.name}</Link></p>
          </>
        )}
      </QueryState>
    </BrowserPage>
  );
}
