import { useEffect, useState } from 'react';

export const SPLASH_MS = 1_000;
export const SPLASH_FADE_MS = 300;

/** Full-screen splash for 1 s, then a 300 ms fade (spec part 1 §2 Shell). */
export function Splash() {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>('shown');
  useEffect(() => {
    const fade = window.setTimeout(() => setPhase('fading'), SPLASH_MS);
    const gone = window.setTimeout(() => setPhase('gone'), SPLASH_MS + SPLASH_FADE_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(gone);
    };
  }, []);
  if (phase === 'gone') return null;
  return (
    <div
      data-testid="splash"
      aria-hidden
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-3 bg-primary text-primary-foreground transition-opacity duration-300"
      style={{ opacity: phase === 'fading' ? 0 : 1 }}
    >
      <span className="text-4xl font-bold tracking-tight">PedBook</span>
      <span className="text-lg">Pediatria ao alcance das suas mãos</span>
      <span className="max-w-xs text-center text-sm opacity-90">Doses seguras, cálculos precisos e condutas atualizadas.</span>
    </div>
  );
}
