/** The child every childcare page works on: sex, date of birth, gestational age and birth weight,
 * and the date of the assessment (today by default). Session only. */
import { Button } from '@/components/ui/button';
import { formatAge, formatAgeDays, formatDateBr } from '../lib/dates';
import { useChildStore } from '../lib/child-store';
import type { ChildValues } from '../lib/child';
import { RadioGroup, TextField } from './fields';

export function ChildForm({ child, withSex = true, withBirth = true }: { child: ChildValues; withSex?: boolean; withBirth?: boolean }) {
  const f = useChildStore();
  return (
    <section aria-label="Dados da criança" className="space-y-3 rounded-lg border border-border bg-card p-4 print:hidden">
      <div className="grid gap-3 sm:grid-cols-2">
        {withSex ? (
          <RadioGroup legend="Sexo" name="child-sex" value={f.sex} options={[['F', 'Feminino'], ['M', 'Masculino']] as const} onChange={(sex) => f.set({ sex })} />
        ) : null}
        <TextField label="Data de nascimento" type="date" value={f.birthDate} onChange={(birthDate) => f.set({ birthDate })} error={child.errors.birthDate} />
        <TextField label="Data da avaliação" type="date" value={f.onDate} onChange={(onDate) => f.set({ onDate })} error={child.errors.onDate} />
        {withBirth ? (
          <>
            <div className="grid grid-cols-2 gap-2">
              <TextField label="IG ao nascer (semanas)" inputMode="numeric" value={f.gaWeeks} onChange={(gaWeeks) => f.set({ gaWeeks })} placeholder="ex.: 39" error={child.errors.ga} />
              <TextField label="+ dias" inputMode="numeric" value={f.gaDays} onChange={(gaDays) => f.set({ gaDays })} placeholder="0–6" />
            </div>
            <TextField label="Peso ao nascer (g)" inputMode="numeric" unit="g" value={f.birthWeight} onChange={(birthWeight) => f.set({ birthWeight })} placeholder="ex.: 3200" error={child.errors.birthWeight} />
          </>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <ChildAge child={child} />
        <Button variant="ghost" size="sm" onClick={() => f.clear()}>Limpar dados da criança</Button>
      </div>
      <p className="text-xs text-muted-foreground">Os dados ficam só nesta aba do navegador e são apagados ao fechá-la; nada é enviado ao servidor.</p>
    </section>
  );
}

export function ChildAge({ child }: { child: ChildValues }) {
  if (!child.birthDate || child.ageDays === null) return <p className="text-muted-foreground">Informe a data de nascimento para calcular a idade.</p>;
  return (
    <p data-testid="child-age">
      Idade em {formatDateBr(child.onDate)}: <strong>{formatAge(child.birthDate, child.onDate)}</strong>
      {child.corrected?.correctedDays != null && child.corrected.correctedDays >= 0
        ? <> · idade corrigida: <strong>{formatAgeDays(child.corrected.correctedDays)}</strong></> : null}
      {child.corrected?.note && child.gaWeeks !== undefined ? <span className="block text-xs text-muted-foreground">{child.corrected.note}</span> : null}
    </p>
  );
}
