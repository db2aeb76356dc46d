import { Calculator } from 'lucide-react';
import { ToolList } from '@/components/tool-list';
import { describePath } from '@/config/path-descriptions';
import { routeEntry } from '@/config/paths';
import { visibleTools } from '@/config/tools';
import { usePreferencesStore } from '@/stores/preferences-store';

/** /calculadoras: one card per calculator of the tool catalogue (clinical mode hides the ones it marks). */
export function CalculatorsPage() {
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  return (
    <section className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold">{routeEntry('/calculadoras').title}</h1>
      <p className="mt-1 text-muted-foreground">{describePath('/calculadoras')}</p>
      <ToolList tools={visibleTools('calculator', clinicalMode)} label="Calculadoras" icon={Calculator} />
    </section>
  );
}
