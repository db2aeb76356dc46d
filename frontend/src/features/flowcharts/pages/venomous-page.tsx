import { ArrowLeft, Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { OTHER_VENOMOUS_VIALS } from '@/clinical/flowcharts';
import { ToolList } from '@/components/tool-list';
import { describePath } from '@/config/path-descriptions';
import { routeEntry } from '@/config/paths';
import { visibleTools } from '@/config/tools';
import { usePreferencesStore } from '@/stores/preferences-store';
import { BACK_TO_LIST } from '../lib/protocol-tool';

/** /flowcharts/venomous: the six accidents, and the vials of the two the flowcharts do not walk. */
export function VenomousPage() {
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  return (
    <section className="mx-auto max-w-4xl space-y-4 px-4 py-6">
      <Link to={BACK_TO_LIST.path} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> {BACK_TO_LIST.label}
      </Link>
      <h1 className="text-2xl font-bold">{routeEntry('/flowcharts/venomous').title}</h1>
      <p className="text-muted-foreground">{describePath('/flowcharts/venomous')}</p>
      <ToolList tools={visibleTools('venomous', clinicalMode)} label="Acidentes" icon={Workflow} />
      <section aria-label="Outros acidentes" className="rounded-lg border border-border p-4 text-sm">
        <h2 className="font-semibold">Outros acidentes — ampolas por gravidade</h2>
        <table className="mt-2 w-full text-left">
          <thead><tr><th>Acidente</th><th>Soro</th><th>Leve</th><th>Moderado</th><th>Grave</th></tr></thead>
          <tbody>
            {OTHER_VENOMOUS_VIALS.map((r) => (
              <tr key={r.name}><td>{r.name}</td><td>{r.serum}</td><td>{r.mild}</td><td>{r.moderate}</td><td>{r.severe}</td></tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-muted-foreground">Fonte: Brasil FUNASA/MS, Manual de diagnóstico e tratamento de acidentes por animais peçonhentos, 2ª ed., 2001 (reference.md §17) [K].</p>
      </section>
    </section>
  );
}
