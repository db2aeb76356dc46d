/** Small builders for protocol data (sources, yes/no options, nodes keyed by id). */
import type { Verification } from '../caveats';
import type { FlowNode, FlowOption, NodeSource } from './types';

/** A node's source: reference.md section, verification tag and what to check locally. */
export function src(section: string, verification: Verification, note?: string): NodeSource {
  return note ? { section, verification, note } : { section, verification };
}

/** "Sim" → yes, "Não" → no. */
export function yesNo(yes: string, no: string): FlowOption[] {
  return [{ id: 'yes', label: 'Sim', next: yes }, { id: 'no', label: 'Não', next: no }];
}

/** The node map of a protocol, keyed by each node's id. */
export function nodes(...list: FlowNode[]): Record<string, FlowNode> {
  return Object.fromEntries(list.map((n) => [n.id, n]));
}
