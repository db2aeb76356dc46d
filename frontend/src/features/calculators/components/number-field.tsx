import { useId } from 'react';
import { Input } from '@/components/ui/input';

/** A numeric input with its unit and the package's message under it. */
export function NumberField({ label, unit, value, onChange, error, placeholder }: {
  label: string; unit: string; value: string; onChange: (v: string) => void; error?: string | null; placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      <div className="flex items-center gap-2">
        <Input id={id} inputMode="decimal" autoComplete="off" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className="text-base" />
        <span className="shrink-0 text-sm text-muted-foreground">{unit}</span>
      </div>
      {error ? <p id={`${id}-error`} role="alert" className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}
