import { describePath } from '@/config/path-descriptions';
import { routeEntry } from '@/config/paths';
import { usePreferencesStore } from '@/stores/preferences-store';
import { CatalogList } from '../components/catalog-list';
import { HIDDEN_IN_CLINICAL_MODE, URGENCIES } from '../lib/catalog';

/** /flowcharts: one card per protocol (clinical mode hides hydration). */
export function FlowchartsPage() {
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  const entries = URGENCIES.filter((e) => !(clinicalMode && HIDDEN_IN_CLINICAL_MODE.has(e.id)));
  return (
    <section className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold">{routeEntry('/flowcharts').title}</h1>
      <p className="mt-1 text-muted-foreground">{describePath('/flowcharts')}</p>
      <CatalogList entries={entries} label="Fluxogramas" />
    </section>
  );
}
