/**
 * Flowchart data model: a protocol is data — nodes (question with options, action with doses and an
 * optional timer, automatic branch on the patient's age, outcome), the edges their options name, and the
 * guideline it follows. Every node cites its source (reference.md section + verification tag).
 */
import type { Verification } from '../caveats';
import type { EmergencyDoseId } from '../emergency-doses';

export type FlowchartId =
  | 'seizure' | 'dengue' | 'dka' | 'anaphylaxis' | 'asthma' | 'pecarn' | 'hidratacao'
  | 'scorpion' | 'bothropic' | 'crotalic' | 'elapidic' | 'phoneutria' | 'loxoscelic';

export interface NodeSource {
  /** reference.md section, e.g. "§15" */
  section: string;
  verification: Verification;
  /** what must be checked locally ("conferir protocolo local") */
  note?: string;
}

/** A dose the node shows: an emergency rule, or a computed plan of the core. */
export type DoseRef =
  | { rule: EmergencyDoseId }
  | { dkaPlan: { deficitPercent: number; hours: number } }
  | { maintenance: true }
  | { dehydrationPlan: 'A' | 'B' | 'C' | 'C_maintenance' };

export interface FlowOption { id: string; label: string; next: string }

export type FlowTone = 'urgent' | 'warning' | 'ok' | 'info';

interface NodeBase {
  id: string;
  title: string;
  /** paragraphs */
  text?: readonly string[];
  /** bullet items (criteria, actions) */
  items?: readonly string[];
  doses?: readonly DoseRef[];
  source: NodeSource;
  tone?: FlowTone;
}

/** A question (or an action confirmed by "feito"): the user picks one option. */
export interface ChoiceNode extends NodeBase {
  kind: 'question' | 'action';
  options: readonly FlowOption[];
}

/** Branches on the patient's age by itself: the first branch whose `belowMonths` exceeds the age. */
export interface AgeRouteNode extends NodeBase {
  kind: 'age_route';
  branches: ReadonlyArray<{ belowMonths: number | null; label: string; next: string }>;
}

export interface OutcomeNode extends NodeBase {
  kind: 'outcome';
}

export type FlowNode = ChoiceNode | AgeRouteNode | OutcomeNode;

/** A clock shown on the page while the protocol runs. */
export type FlowTimer =
  | { kind: 'phases'; label: string; phases: ReadonlyArray<{ atMinutes: number; label: string }> }
  | { kind: 'repeat'; label: string; fromMinutes: number; toMinutes: number; actionLabel: string };

export interface Flowchart {
  id: FlowchartId;
  title: string;
  /** the guideline(s) and edition, cited at the end of each path */
  guideline: string;
  verification: Verification;
  /** what the protocol needs of the patient */
  requires: { weight: boolean; age: boolean };
  start: string;
  nodes: Readonly<Record<string, FlowNode>>;
  timer?: FlowTimer;
}
