/** The dated measurements of the child: date, weight, length/height and how it was measured, head
 * circumference. Each wrong value says why under its field. */
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useChildStore } from '../lib/child-store';
import type { MeasurementValues } from '../lib/child';
import { TextField } from './fields';

export function MeasurementsEditor({ values }: { values: readonly MeasurementValues[] }) {
  const f = useChildStore();
  return (
    <section aria-label="Medidas" className="space-y-3 rounded-lg border border-border bg-card p-4 print:hidden">
      <h2 className="font-semibold">Medidas</h2>
      {f.measurements.length === 0 ? <p className="text-sm text-muted-foreground">Nenhuma medida ainda.</p> : null}
      <ol className="space-y-3">
        {f.measurements.map((m, i) => {
          const v = values.find((x) => x.id === m.id);
          return (
            <li key={m.id} className="rounded-md border border-border p-3" aria-label={`Medida ${i + 1}`}>
              <div className="grid gap-2 sm:grid-cols-3">
                <TextField label="Data da medida" type="date" value={m.date} onChange={(date) => f.setMeasurement(m.id, { date })} error={v?.errors.date} />
                <TextField label="Peso (kg)" inputMode="decimal" unit="kg" value={m.weight} onChange={(weight) => f.setMeasurement(m.id, { weight })} error={v?.errors.weight} placeholder="ex.: 9,0" />
                <TextField label="Comprimento/estatura (cm)" inputMode="decimal" unit="cm" value={m.length} onChange={(length) => f.setMeasurement(m.id, { length })} error={v?.errors.length} placeholder="ex.: 74" />
                <div className="space-y-1">
                  <label className="text-sm font-medium" htmlFor={`${m.id}-measured`}>Como foi medido</label>
                  <select id={`${m.id}-measured`} className="h-10 w-full rounded-md border border-border bg-background px-2 text-sm" value={m.measured}
                    onChange={(e) => f.setMeasurement(m.id, { measured: e.target.value as 'lying' | 'standing' | '' })}>
                    <option value="">Como a OMS indica para a idade</option>
                    <option value="lying">Deitado (comprimento)</option>
                    <option value="standing">Em pé (estatura)</option>
                  </select>
                </div>
                <TextField label="Perímetro cefálico (cm)" inputMode="decimal" unit="cm" value={m.head} onChange={(head) => f.setMeasurement(m.id, { head })} error={v?.errors.head} />
                <div className="flex items-end">
                  <Button variant="ghost" size="sm" onClick={() => f.removeMeasurement(m.id)} aria-label={`Remover medida ${i + 1}`}>
                    <Trash2 className="h-4 w-4" aria-hidden /> Remover
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="outline" size="sm" onClick={() => f.addMeasurement()}><Plus className="h-4 w-4" aria-hidden /> Adicionar medida</Button>
      <p className="text-xs text-muted-foreground">Medido de outra forma que a OMS indica para a idade, o comprimento é corrigido em 0,7 cm (em pé antes de 2 anos: +0,7; deitado a partir de 2 anos: −0,7).</p>
    </section>
  );
}
