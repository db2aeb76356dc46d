import { useEffect, useState } from 'react';

export const PLACEHOLDER_ANIMATION_DELAY_MS = 5_000;
const EXAMPLES = ['amoxicilina', 'crise de asma', 'escore de Apgar', 'calendário vacinal', 'J45'];

/** The search placeholder: static, then after 5 s it types example queries. Static in clinical
 * mode and for users who prefer reduced motion. */
export function useTypingPlaceholder(base: string, animate: boolean): string {
  const [text, setText] = useState(base);
  useEffect(() => {
    setText(base);
    if (!animate || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let example = 0;
    let chars = 0;
    let interval: number | undefined;
    const start = window.setTimeout(() => {
      interval = window.setInterval(() => {
        const word = EXAMPLES[example % EXAMPLES.length] ?? '';
        chars += 1;
        if (chars > word.length + 12) {
          chars = 0;
          example += 1;
        }
        setText(`Buscar ${word.slice(0, Math.min(chars, word.length))}`);
      }, 120);
    }, PLACEHOLDER_ANIMATION_DELAY_MS);
    return () => {
      window.clearTimeout(start);
      window.clearInterval(interval);
    };
  }, [base, animate]);
  return text;
}
