import { useId } from 'react';
import { cn } from '@/lib/cn';

interface Option<V extends number> { value: V; label: string }

/** One scored item: a radio group with the package's Portuguese descriptors and their points. */
export function ScoreRadioGroup<V extends number>({ label, options, value, onChange, showPoints = true, name }: {
  label: string;
  options: ReadonlyArray<Option<V>>;
  value: V | undefined;
  onChange: (v: V) => void;
  showPoints?: boolean;
  name?: string;
}) {
  const uid = useId();
  const group = name ?? uid;
  return (
    <fieldset className="rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <div className="mt-1 grid gap-1">
        {options.map((o) => (
          <label key={o.value} className={cn('flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted', value === o.value && 'bg-primary/10 font-medium')}>
            <input type="radio" name={group} className="mt-0.5 h-4 w-4 shrink-0" checked={value === o.value} onChange={() => onChange(o.value)} />
            <span className="flex-1">{o.label}</span>
            {showPoints ? <span aria-hidden className="shrink-0 tabular-nums text-muted-foreground">{o.value}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A yes/no question. */
export function YesNo({ label, value, onChange }: { label: string; value: boolean | undefined; onChange: (v: boolean) => void }) {
  const uid = useId();
  return (
    <fieldset className="rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <div className="mt-1 flex gap-4">
        {([true, false] as const).map((v) => (
          <label key={String(v)} className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="radio" name={uid} className="h-4 w-4" checked={value === v} onChange={() => onChange(v)} />
            {v ? 'Sim' : 'Não'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
