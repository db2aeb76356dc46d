import { useEffect, useState } from 'react';
import { PROGRESS_TICK_MS, nextProgress, type LoginPhase } from '../lib/login-progress';

/** The login progress value for a phase, advanced every 100 ms. */
export function useLoginProgress(phase: LoginPhase): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    setProgress((p) => nextProgress(p, phase));
    if (phase !== 'authenticating' && phase !== 'loading-profile') return;
    const t = window.setInterval(() => setProgress((p) => nextProgress(p, phase)), PROGRESS_TICK_MS);
    return () => window.clearInterval(t);
  }, [phase]);
  return progress;
}
