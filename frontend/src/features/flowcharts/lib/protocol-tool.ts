/** A protocol page's place in the tool catalogue (config/tools.ts): its path, title and the list it
 * is on (the link back, labelled with the list's registry title). */
import type { FlowchartId } from '@/clinical/flowcharts';
import { pathTo, routeEntry } from '@/config/paths';
import { TOOLS, toolPath, type PathOf, type ToolOf } from '@/config/tools';

export const BACK_TO_LIST = { path: pathTo('/flowcharts'), label: routeEntry('/flowcharts').title };
export const BACK_TO_VENOMOUS = { path: pathTo('/flowcharts/venomous'), label: routeEntry('/flowcharts/venomous').title };

type ProtocolTool = ToolOf<'flowchart' | 'venomous'>;

/** The catalogue's flowchart or venomous accident whose protocol is `id` (every protocol of the
 * clinical core has one: protocol-tool.test.ts). */
export function protocolTool(id: FlowchartId): { path: PathOf<ProtocolTool>; title: string; backTo: typeof BACK_TO_LIST } {
  const t = TOOLS.find((x): x is ProtocolTool => (x.kind === 'flowchart' || x.kind === 'venomous') && x.id === id)!;
  return { path: toolPath(t), title: t.title, backTo: t.kind === 'venomous' ? BACK_TO_VENOMOUS : BACK_TO_LIST };
}
