import { useState } from 'react';
import { GINA_CONTROL_LABELS, ginaControl, ginaItemsFor, type GinaControl } from '@/clinical';
import { PatientInputs, usePatient } from '@/components/patient';
import { CalculatorPage, Pending, ResultPanel, type Tone } from '../components/calculator-page';
import { YesNo } from '../components/score-radio-group';

const TONE: Record<GinaControl, Tone> = { well_controlled: 'ok', partly_controlled: 'warn', uncontrolled: 'danger' };
type Key = 'daytimeSymptoms' | 'nightWaking' | 'relieverUse' | 'activityLimitation';

/** /calculadoras/gina: symptom control over the past 4 weeks, with the question set of the age. */
export function GinaPage() {
  const p = usePatient();
  const [a, setA] = useState<Partial<Record<Key, boolean>>>({});
  const items = p.ageYears !== null ? ginaItemsFor(p.ageYears) : null;
  const answered = items ? items.filter((i) => a[i.id] !== undefined).length : 0;
  const r = items && answered === 4 && p.ageYears !== null
    ? ginaControl({ ageYears: p.ageYears, daytimeSymptoms: a.daytimeSymptoms!, nightWaking: a.nightWaking!, relieverUse: a.relieverUse!, activityLimitation: a.activityLimitation! })
    : null;
  return (
    <CalculatorPage path="/calculadoras/gina" tools={['gina']}>
      <PatientInputs withWeight={false} />
      {items ? (
        <>
          <p className="text-sm text-muted-foreground">Nas últimas 4 semanas ({Math.floor(p.ageYears!) <= 5 ? 'crianças até 5 anos' : 'a partir de 6 anos'}):</p>
          <div className="grid gap-3">
            {items.map((i) => <YesNo key={i.id} label={i.label} value={a[i.id]} onChange={(v) => setA((s) => ({ ...s, [i.id]: v }))} />)}
          </div>
          {r ? <ResultPanel label="Controle dos sintomas" value={GINA_CONTROL_LABELS[r]} tone={TONE[r]} /> : <Pending answered={answered} total={4} />}
        </>
      ) : (
        <div role="status" data-testid="result" className="rounded-lg border-2 border-dashed border-border p-4 text-muted-foreground">Informe a idade: as perguntas da GINA mudam aos 6 anos.</div>
      )}
    </CalculatorPage>
  );
}
