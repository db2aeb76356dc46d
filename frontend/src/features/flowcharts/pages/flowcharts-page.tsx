import { Workflow } from 'lucide-react';
import { ToolList } from '@/components/tool-list';
import { describePath } from '@/config/path-descriptions';
import { routeEntry } from '@/config/paths';
import { visibleTools } from '@/config/tools';
import { usePreferencesStore } from '@/stores/preferences-store';

/** /flowcharts: one card per flowchart of the tool catalogue (clinical mode hides the ones it marks). */
export function FlowchartsPage() {
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  return (
    <section className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold">{routeEntry('/flowcharts').title}</h1>
      <p className="mt-1 text-muted-foreground">{describePath('/flowcharts')}</p>
      <ToolList tools={visibleTools('flowchart', clinicalMode)} label="Fluxogramas" icon={Workflow} />
    </section>
  );
}
