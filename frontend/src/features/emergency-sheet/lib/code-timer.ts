/** The code timer ("Modo parada") as plain data and functions: the clock is a parameter (`now`, epoch ms),
 * so the logic is testable and the React hook only ticks and persists. Reminders: rhythm check every
 * 2 min (PALS 2020 / ERC 2021: CPR cycles of 2 min between rhythm checks) and adrenaline every 3–5 min
 * (PALS 2020). Nothing here talks to a server: the state lives in the tab's localStorage. */

export const CODE_TIMER_STORAGE_KEY = 'pedbook_code_timer';
export const RHYTHM_CHECK_MS = 2 * 60_000;
export const ADRENALINE_MIN_MS = 3 * 60_000;
export const ADRENALINE_MAX_MS = 5 * 60_000;

export type Rhythm = 'shockable' | 'non_shockable' | 'rosc';
export const RHYTHM_LABELS: Record<Rhythm, string> = {
  shockable: 'FV/TV sem pulso (chocável)',
  non_shockable: 'AESP/assistolia (não chocável)',
  rosc: 'RCE — retorno da circulação espontânea',
};

export type CodeEvent =
  | { kind: 'start'; at: number }
  | { kind: 'adrenaline'; at: number }
  | { kind: 'shock'; at: number; joules: number }
  | { kind: 'rhythm_check'; at: number; rhythm: Rhythm }
  | { kind: 'end'; at: number };

export interface CodeState {
  version: 1;
  events: CodeEvent[];
}

export const EMPTY_CODE: CodeState = { version: 1, events: [] };

export const startedAt = (s: CodeState): number | null => s.events.find((e) => e.kind === 'start')?.at ?? null;
export const endedAt = (s: CodeState): number | null => s.events.find((e) => e.kind === 'end')?.at ?? null;
export const running = (s: CodeState): boolean => startedAt(s) !== null && endedAt(s) === null;

/** Starts the arrest clock (a new code: the previous log is replaced). */
export function startCode(now: number): CodeState {
  return { version: 1, events: [{ kind: 'start', at: now }] };
}

type Loggable = { kind: 'adrenaline' } | { kind: 'shock'; joules: number } | { kind: 'rhythm_check'; rhythm: Rhythm } | { kind: 'end' };

/** Adds an event at `now`; refused (state unchanged) when no code is running or the energy is invalid. */
export function logEvent(s: CodeState, e: Loggable, now: number): CodeState {
  if (!running(s)) return s;
  if (e.kind === 'shock' && !(Number.isFinite(e.joules) && e.joules > 0 && e.joules <= 360)) return s;
  return { ...s, events: [...s.events, { ...e, at: now } as CodeEvent] };
}

const lastAt = (s: CodeState, kind: CodeEvent['kind']): number | null => {
  for (let i = s.events.length - 1; i >= 0; i--) if (s.events[i]!.kind === kind) return s.events[i]!.at;
  return null;
};

export interface Reminders {
  elapsedMs: number;
  /** ms until the next rhythm check (negative: overdue) */
  rhythmCheckInMs: number;
  rhythmCheckDue: boolean;
  /** null before the first adrenaline */
  sinceAdrenalineMs: number | null;
  /** wait (< 3 min), due (3–5 min), overdue (> 5 min) */
  adrenaline: 'none' | 'wait' | 'due' | 'overdue';
  adrenalineCount: number;
  shockCount: number;
}

/** The clock and the two reminders at `now` (see the module comment). */
export function reminders(s: CodeState, now: number): Reminders {
  const start = startedAt(s) ?? now;
  const end = endedAt(s) ?? now;
  const at = Math.min(now, end);
  const lastCheck = lastAt(s, 'rhythm_check') ?? start;
  const lastAdr = lastAt(s, 'adrenaline');
  const since = lastAdr === null ? null : at - lastAdr;
  const rhythmCheckInMs = lastCheck + RHYTHM_CHECK_MS - at;
  return {
    elapsedMs: Math.max(0, at - start),
    rhythmCheckInMs,
    rhythmCheckDue: running(s) && rhythmCheckInMs <= 0,
    sinceAdrenalineMs: since,
    adrenaline: since === null ? 'none' : since < ADRENALINE_MIN_MS ? 'wait' : since <= ADRENALINE_MAX_MS ? 'due' : 'overdue',
    adrenalineCount: s.events.filter((e) => e.kind === 'adrenaline').length,
    shockCount: s.events.filter((e) => e.kind === 'shock').length,
  };
}

/** 0 → "00:00", 125 000 → "02:05", 3 725 000 → "62:05" (minutes keep counting). */
export function clock(ms: number): string {
  const t = Math.max(0, Math.floor(ms / 1000));
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(t / 60))}:${p(t % 60)}`;
}

/** Wall-clock time of an event in the device's time zone (HH:MM:SS). */
export function timeOfDay(at: number): string {
  const d = new Date(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** The line of one event ("Adrenalina — 2ª dose", "Choque 40 J (1º)"), numbered within its kind. */
export function eventLabel(s: CodeState, index: number): string {
  const e = s.events[index]!;
  const nth = s.events.slice(0, index + 1).filter((x) => x.kind === e.kind).length;
  switch (e.kind) {
    case 'start': return 'Início da PCR';
    case 'adrenaline': return `Adrenalina — ${nth}ª dose`;
    case 'shock': return `Choque ${nth}º — ${String(e.joules).replace('.', ',')} J`;
    case 'rhythm_check': return `Checagem de ritmo: ${RHYTHM_LABELS[e.rhythm]}`;
    case 'end': return 'Fim do registro';
  }
}

/** The summary for the chart: header (date, weight, estimated or not), then one line per event with the
 * elapsed time and the wall-clock time. */
export function summary(s: CodeState, patient: { weightText: string | null }): string {
  const start = startedAt(s);
  if (start === null) return '';
  const d = new Date(start);
  const date = `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
  const r = reminders(s, endedAt(s) ?? s.events.at(-1)!.at);
  const lines = [
    `Registro de PCR — PedBook (${date})`,
    ...(patient.weightText ? [`Peso: ${patient.weightText}`] : []),
    ...s.events.map((e, i) => `${clock(e.at - start)} (${timeOfDay(e.at)}) ${eventLabel(s, i)}`),
    `Total: ${clock(r.elapsedMs)} · adrenalina: ${r.adrenalineCount} dose(s) · choques: ${r.shockCount}`,
  ];
  return lines.join('\n');
}

const RHYTHMS = new Set<string>(Object.keys(RHYTHM_LABELS));

/** A stored state, validated; anything else → null (a corrupt entry never breaks the page). */
export function parseCodeState(raw: string | null): CodeState | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null || (v as { version?: unknown }).version !== 1) return null;
  const events = (v as { events?: unknown }).events;
  if (!Array.isArray(events)) return null;
  const ok = events.every((e: unknown) => {
    if (typeof e !== 'object' || e === null) return false;
    const x = e as Record<string, unknown>;
    if (typeof x.at !== 'number' || !Number.isFinite(x.at)) return false;
    switch (x.kind) {
      case 'start': case 'adrenaline': case 'end': return true;
      case 'shock': return typeof x.joules === 'number' && x.joules > 0;
      case 'rhythm_check': return typeof x.rhythm === 'string' && RHYTHMS.has(x.rhythm);
      default: return false;
    }
  });
  if (!ok || (events.length > 0 && (events[0] as CodeEvent).kind !== 'start')) return null;
  return { version: 1, events: events as CodeEvent[] };
}
