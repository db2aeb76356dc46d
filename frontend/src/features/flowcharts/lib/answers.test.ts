import { FLOWCHARTS, walkFlowchart } from '@/clinical/flowcharts';
import { back, canGoBack, choose, clock, currentPhase, repeatWindow } from './answers';

describe('flowchart answers', () => {
  const f = FLOWCHARTS.pecarn;
  const p = { ageMonths: 15 };
  it('choose, back and the recomputed path', () => {
    let a = choose({}, 'u2_gcs', '15');
    a = choose(a, 'u2_ams', 'no');
    let w = walkFlowchart(f, a, p);
    expect(w.current.node.id).toBe('u2_fracture');
    expect(canGoBack(w)).toBe(true);
    a = back(a, w);
    expect(a).toEqual({ u2_gcs: '15' });
    w = walkFlowchart(f, a, p);
    expect(w.current.node.id).toBe('u2_ams');
    a = back(a, w);
    expect(a).toEqual({});
    expect(canGoBack(walkFlowchart(f, a, p))).toBe(false);
    expect(back(a, walkFlowchart(f, a, p))).toBe(a);
  });
  it('back skips the automatic age step', () => {
    const a = choose({}, 'u2_gcs', '14');
    expect(back(a, walkFlowchart(f, a, p))).toEqual({});
  });
  it('clock, seizure phase and the adrenaline repeat window', () => {
    expect(clock(0)).toBe('00:00');
    expect(clock(65_400)).toBe('01:05');
    expect(clock(-5)).toBe('00:00');
    const phases = FLOWCHARTS.seizure.timer!.kind === 'phases' ? FLOWCHARTS.seizure.timer!.phases : [];
    expect(currentPhase(phases, 4 * 60_000 + 59_999)?.atMinutes).toBe(0);
    expect(currentPhase(phases, 5 * 60_000)?.atMinutes).toBe(5);
    expect(currentPhase(phases, 41 * 60_000)?.atMinutes).toBe(40);
    expect(repeatWindow(4 * 60_000, 5, 15)).toBe('wait');
    expect(repeatWindow(5 * 60_000, 5, 15)).toBe('window');
    expect(repeatWindow(15 * 60_000, 5, 15)).toBe('window');
    expect(repeatWindow(15 * 60_000 + 1, 5, 15)).toBe('past');
  });
});
