/** Login progress bar (spec part 1 §4): idle, authenticating, loading-profile, success, error.
 * Rises about 2 points per 100 ms up to 95, slows between 70 and 90 while loading the profile,
 * jumps to 100 on success. */

export type LoginPhase = 'idle' | 'authenticating' | 'loading-profile' | 'success' | 'error';

export const PROGRESS_TICK_MS = 100;
export const PROGRESS_STEP = 2;
export const PROGRESS_CAP = 95;
/** Half-second pause after sign-in before the dialog closes. */
export const POST_SIGN_IN_PAUSE_MS = 500;

export function nextProgress(progress: number, phase: LoginPhase): number {
  switch (phase) {
    case 'idle':
    case 'error':
      return 0;
    case 'success':
      return 100;
    case 'authenticating':
      return Math.min(PROGRESS_CAP, progress + PROGRESS_STEP);
    case 'loading-profile': {
      const step = progress >= 70 && progress < 90 ? PROGRESS_STEP / 4 : PROGRESS_STEP;
      return Math.min(PROGRESS_CAP, progress + step);
    }
  }
}
