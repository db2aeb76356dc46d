import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

export const CODE_LENGTH = 6;

interface CodeInputProps {
  value: string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  disabled?: boolean;
}

/** Six single-digit boxes: typing advances (replacing a digit already there), Backspace on an
 * empty box moves back, pasting a code fills them all. */
export function CodeInput({ value, onChange, invalid, disabled }: CodeInputProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();

  const setDigit = (i: number, raw: string) => {
    const digit = raw.replace(/\D/g, '').slice(-1);
    const next = [...value];
    next[i] = digit;
    onChange(next);
    if (digit && i < CODE_LENGTH - 1) focus(i + 1);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !value[i] && i > 0) {
      e.preventDefault();
      const next = [...value];
      next[i - 1] = '';
      onChange(next);
      focus(i - 1);
    } else if (/^\d$/.test(e.key) && value[i] && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // a box with a digit takes the new one in its place (maxLength would refuse it)
      e.preventDefault();
      setDigit(i, e.key);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const digits = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, CODE_LENGTH);
    if (!digits) return;
    e.preventDefault();
    const next = Array.from({ length: CODE_LENGTH }, (_, i) => digits[i] ?? '');
    onChange(next);
    focus(digits.length);
  };

  return (
    <div className="flex justify-center gap-2" role="group" aria-label="Código de verificação">
      {Array.from({ length: CODE_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={value[i] ?? ''}
          onChange={(e) => setDigit(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={onPaste}
          // a box that already has a digit is selected on focus, so typing replaces it
          onFocus={(e) => e.currentTarget.select()}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          disabled={disabled}
          aria-label={`Dígito ${i + 1} do código`}
          aria-invalid={invalid || undefined}
          className="h-12 w-10 rounded-md border border-border bg-background text-center text-lg font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive"
        />
      ))}
    </div>
  );
}
