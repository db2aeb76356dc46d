/** The answers of a flowchart page (option id by node id) and the moves on them, as plain functions:
 * the screen holds the map, the clinical engine walks it. Answers of nodes that leave the path are kept
 * (and ignored by the engine), so returning to an earlier choice restores what followed it. */
import type { FlowWalk } from '@/clinical/flowcharts';

export type Answers = Readonly<Record<string, string>>;

/** Sets (or changes) one node's answer. */
export function choose(answers: Answers, nodeId: string, optionId: string): Answers {
  return { ...answers, [nodeId]: optionId };
}

/** One step back: forgets the answer of the last answered step on the current path. */
export function back(answers: Answers, walk: FlowWalk): Answers {
  const last = [...walk.steps].reverse().find((s) => s.answer);
  if (!last) return answers;
  const next = { ...answers };
  delete next[last.node.id];
  return next;
}

/** Whether the walk has any answer the user can take back. */
export function canGoBack(walk: FlowWalk): boolean {
  return walk.steps.some((s) => s.answer);
}

/** "1:05" / "12:30" — minutes and seconds of a duration in ms (never negative). */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The phase a seizure clock is in: the last phase whose start has passed. */
export function currentPhase<T extends { atMinutes: number }>(phases: readonly T[], elapsedMs: number): T | undefined {
  return [...phases].reverse().find((p) => elapsedMs >= p.atMinutes * 60_000);
}

/** Where a repeat-dose clock stands: too early, inside the repeat window, or past it. */
export function repeatWindow(elapsedMs: number, fromMinutes: number, toMinutes: number): 'wait' | 'window' | 'past' {
  if (elapsedMs < fromMinutes * 60_000) return 'wait';
  if (elapsedMs <= toMinutes * 60_000) return 'window';
  return 'past';
}
