import {
  ADRENALINE_MAX_MS, ADRENALINE_MIN_MS, EMPTY_CODE, RHYTHM_CHECK_MS, clock, eventLabel, logEvent, parseCodeState, reminders, running,
  startCode, summary,
} from './code-timer';

const T0 = Date.UTC(2026, 11, 1, 12, 0, 0);
const min = (m: number) => T0 + m * 60_000;

describe('code timer (clock injected)', () => {
  it('logs nothing before the start and after the end', () => {
    expect(logEvent(EMPTY_CODE, { kind: 'adrenaline' }, T0)).toBe(EMPTY_CODE);
    const ended = logEvent(startCode(T0), { kind: 'end' }, min(1));
    expect(running(ended)).toBe(false);
    expect(logEvent(ended, { kind: 'adrenaline' }, min(2))).toBe(ended);
  });

  it('refuses a shock without a valid energy', () => {
    const s = startCode(T0);
    expect(logEvent(s, { kind: 'shock', joules: 0 }, min(1))).toBe(s);
    expect(logEvent(s, { kind: 'shock', joules: Number.NaN }, min(1))).toBe(s);
    expect(logEvent(s, { kind: 'shock', joules: 40 }, min(1)).events).toHaveLength(2);
  });

  it('rhythm check every 2 min from the start or the last check', () => {
    let s = startCode(T0);
    expect(reminders(s, T0 + RHYTHM_CHECK_MS - 1).rhythmCheckDue).toBe(false);
    expect(reminders(s, T0 + RHYTHM_CHECK_MS).rhythmCheckDue).toBe(true);
    s = logEvent(s, { kind: 'rhythm_check', rhythm: 'shockable' }, min(2.5));
    expect(reminders(s, min(4.4)).rhythmCheckDue).toBe(false);
    expect(reminders(s, min(4.5))).toMatchObject({ rhythmCheckDue: true, rhythmCheckInMs: 0 });
  });

  it('adrenaline: none, then wait < 3 min, due 3–5 min, overdue > 5 min', () => {
    let s = startCode(T0);
    expect(reminders(s, min(1)).adrenaline).toBe('none');
    s = logEvent(s, { kind: 'adrenaline' }, min(1));
    expect(reminders(s, min(1) + ADRENALINE_MIN_MS - 1).adrenaline).toBe('wait');
    expect(reminders(s, min(1) + ADRENALINE_MIN_MS).adrenaline).toBe('due');
    expect(reminders(s, min(1) + ADRENALINE_MAX_MS).adrenaline).toBe('due');
    expect(reminders(s, min(1) + ADRENALINE_MAX_MS + 1).adrenaline).toBe('overdue');
  });

  it('the clock stops at the end', () => {
    const s = logEvent(startCode(T0), { kind: 'end' }, min(7));
    expect(reminders(s, min(30)).elapsedMs).toBe(7 * 60_000);
    expect(clock(reminders(s, min(30)).elapsedMs)).toBe('07:00');
    expect(clock(62 * 60_000 + 5000)).toBe('62:05');
  });

  it('numbers the events and writes the summary with elapsed and wall-clock times', () => {
    let s = startCode(T0);
    s = logEvent(s, { kind: 'shock', joules: 40 }, min(0.5));
    s = logEvent(s, { kind: 'adrenaline' }, min(2));
    s = logEvent(s, { kind: 'shock', joules: 80 }, min(2.25));
    s = logEvent(s, { kind: 'adrenaline' }, min(6));
    s = logEvent(s, { kind: 'rhythm_check', rhythm: 'rosc' }, min(8));
    expect(eventLabel(s, 4)).toBe('Adrenalina — 2ª dose');
    expect(eventLabel(s, 3)).toBe('Choque 2º — 80 J');
    const text = summary(s, { weightText: '18 kg (estimado)' });
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^Registro de PCR — PedBook \(\d{2}\/12\/2026\)$/);
    expect(lines[1]).toBe('Peso: 18 kg (estimado)');
    expect(lines[2]).toMatch(/^00:00 \(\d{2}:00:00\) Início da PCR$/);
    expect(lines[4]).toMatch(/^02:00 \(\d{2}:02:00\) Adrenalina — 1ª dose$/);
    expect(lines[6]).toMatch(/^06:00 \(\d{2}:06:00\) Adrenalina — 2ª dose$/);
    expect(lines.at(-1)).toBe('Total: 08:00 · adrenalina: 2 dose(s) · choques: 2');
  });

  it('reads back what it stored and rejects anything else', () => {
    const s = logEvent(startCode(T0), { kind: 'rhythm_check', rhythm: 'non_shockable' }, min(2));
    expect(parseCodeState(JSON.stringify(s))).toEqual(s);
    expect(parseCodeState(null)).toBeNull();
    expect(parseCodeState('{')).toBeNull();
    expect(parseCodeState(JSON.stringify({ version: 2, events: [] }))).toBeNull();
    expect(parseCodeState(JSON.stringify({ version: 1, events: [{ kind: 'adrenaline', at: 1 }] }))).toBeNull();
    expect(parseCodeState(JSON.stringify({ version: 1, events: [{ kind: 'start', at: 1 }, { kind: 'rhythm_check', at: 2, rhythm: 'x' }] }))).toBeNull();
    expect(parseCodeState(JSON.stringify({ version: 1, events: [{ kind: 'start', at: 1 }, { kind: 'shock', at: 2 }] }))).toBeNull();
  });
});
