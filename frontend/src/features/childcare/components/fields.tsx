/** Small labelled inputs of the childcare forms: the message of a wrong value sits under its field. */
import { useId, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';

export function TextField({ label, value, onChange, error, type = 'text', unit, placeholder, inputMode }: {
  label: string; value: string; onChange: (v: string) => void; error?: string | null | undefined; type?: 'text' | 'date';
  unit?: string; placeholder?: string; inputMode?: 'decimal' | 'numeric';
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      <div className="flex items-center gap-2">
        <Input id={id} type={type} value={value} placeholder={placeholder} inputMode={inputMode} autoComplete="off"
          onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-msg` : undefined} />
        {unit ? <span className="shrink-0 text-sm text-muted-foreground">{unit}</span> : null}
      </div>
      {error ? <p id={`${id}-msg`} role="alert" className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}

export function RadioGroup<T extends string>({ legend, name, value, options, onChange }: {
  legend: string; name: string; value: T | null; options: ReadonlyArray<readonly [T, ReactNode]>; onChange: (v: T) => void;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map(([v, label]) => (
          <label key={v} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} className="h-4 w-4" checked={value === v} onChange={() => onChange(v)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
