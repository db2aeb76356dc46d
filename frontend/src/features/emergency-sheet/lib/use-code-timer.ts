/** The code timer's state in the tab's localStorage (it survives a reload and works offline; nothing is
 * sent anywhere), ticking once a second while a code runs. The logic is code-timer.ts. */
import { useCallback, useEffect, useState } from 'react';
import { storage } from '@/lib/storage';
import { CODE_TIMER_STORAGE_KEY, EMPTY_CODE, logEvent, parseCodeState, running, startCode, type CodeState, type Rhythm } from './code-timer';

function load(): CodeState {
  return parseCodeState(storage.get(CODE_TIMER_STORAGE_KEY)) ?? EMPTY_CODE;
}

export function useCodeTimer() {
  const [state, setState] = useState<CodeState>(load);
  const [now, setNow] = useState(() => Date.now());
  const active = running(state);

  useEffect(() => {
    if (state.events.length === 0) storage.remove(CODE_TIMER_STORAGE_KEY);
    else storage.set(CODE_TIMER_STORAGE_KEY, JSON.stringify(state));
  }, [state]);

  useEffect(() => {
    if (!active) return undefined;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [active]);

  const apply = useCallback((f: (s: CodeState, at: number) => CodeState) => {
    const at = Date.now();
    setNow(at);
    setState((s) => f(s, at));
  }, []);

  return {
    state,
    now,
    start: () => apply((_, at) => startCode(at)),
    adrenaline: () => apply((s, at) => logEvent(s, { kind: 'adrenaline' }, at)),
    shock: (joules: number) => apply((s, at) => logEvent(s, { kind: 'shock', joules }, at)),
    rhythm: (rhythm: Rhythm) => apply((s, at) => logEvent(s, { kind: 'rhythm_check', rhythm }, at)),
    end: () => apply((s, at) => logEvent(s, { kind: 'end' }, at)),
    clear: () => apply(() => EMPTY_CODE),
  };
}
