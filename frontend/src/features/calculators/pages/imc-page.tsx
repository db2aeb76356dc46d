import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { assessGrowth, formatNumber, GROWTH_INDICATOR_LABELS, type GrowthResult } from '@/clinical';
import { PatientInputs, parseDecimal, usePatient } from '@/components/patient';
import { Spinner } from '@/components/ui/spinner';
import { ageWindow, growthLmsQuery, lmsLookupFrom } from '@/lib/growth-lms';
import { CalculatorPage, ResultPanel, type Tone } from '../components/calculator-page';
import { NumberField } from '../components/number-field';
import { attempt } from '../lib/calculators';

function toneOf(label: string): Tone {
  if (label === 'Eutrofia') return 'ok';
  if (label === 'Magreza acentuada' || label === 'Obesidade grave' || label === 'Obesidade') return 'danger';
  return 'warn';
}

function ResultRow({ title, r }: { title: string; r: GrowthResult }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 border-t border-border py-2 text-sm">
      <span className="font-medium">{title}</span>
      <span>z = {formatNumber(r.z)} · P{formatNumber(r.percentile)} · {r.label}{r.implausible ? ' · valor improvável, confira a medida' : ''}</span>
    </div>
  );
}

/** /calculadoras/imc: BMI with the WHO z-score, percentile and SISVAN label (assessGrowth on the
 * seeded growth tables, only the rows of this age and sex). */
export function ImcPage() {
  const p = usePatient();
  const [height, setHeight] = useState('');
  const [measured, setMeasured] = useState<'lying' | 'standing' | null>(null);
  const h = parseDecimal(height);
  const win = p.ageDays !== null ? ageWindow(p.ageDays) : null;
  const sex = p.sex === 'M' ? 1 : p.sex === 'F' ? 2 : null;
  const lms = useQuery({
    ...growthLmsQuery({
      reference: win?.reference ?? 'WHO_2006_CGS',
      indicators: win?.reference === 'WHO_2007_REF' ? ['bmi_for_age', 'height_for_age', 'weight_for_age'] : ['bmi_for_age', 'length_height_for_age', 'weight_for_age'],
      sexes: sex ? [sex] : [1], from: win?.from ?? 0, to: win?.to ?? 0,
    }),
    enabled: win !== null && sex !== null,
  });
  const ready = p.weightKg !== null && p.ageDays !== null && p.sex !== null && h !== null;
  const result = ready && lms.data
    ? attempt(() => assessGrowth({ sex: p.sex!, ageDays: p.ageDays!, weightKg: p.weightKg!, lengthCm: h!, ...(measured ? { measured } : {}) }, lmsLookupFrom(lms.data)))
    : null;
  const heightError = result?.error ?? null;
  const bmi = result?.value?.bmiForAge;
  return (
    <CalculatorPage path="/calculadoras/imc" tools={['growth', 'sisvan']}>
      <PatientInputs withSex withHeight={false} />
      <NumberField label="Comprimento/estatura (cm)" unit="cm" value={height} onChange={setHeight} error={heightError} placeholder="ex.: 120" />
      <fieldset className="rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-semibold">Como foi medido</legend>
        <div className="mt-1 grid gap-1 text-sm">
          {([[null, 'Como a OMS indica para a idade (deitado antes de 2 anos, em pé depois)'], ['lying', 'Deitado (comprimento)'], ['standing', 'Em pé (estatura)']] as const).map(([v, label]) => (
            <label key={String(v)} className="flex items-center gap-2">
              <input type="radio" name="imc-measured" className="h-4 w-4" checked={measured === v} onChange={() => setMeasured(v)} />
              {label}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-muted-foreground">Medido de outra forma, a OMS corrige 0,7 cm (em pé antes de 2 anos: +0,7; deitado a partir de 2 anos: −0,7).</p>
      </fieldset>
      {!ready ? (
        <div role="status" data-testid="result" className="rounded-lg border-2 border-dashed border-border p-4 text-muted-foreground">
          Informe sexo, idade, peso e estatura para ver o IMC.
        </div>
      ) : lms.isPending ? (
        <Spinner label="Carregando as tabelas de crescimento…" />
      ) : lms.isError ? (
        <p role="alert" className="text-destructive">Não foi possível carregar as tabelas de crescimento. Tente novamente.</p>
      ) : bmi ? (
        <ResultPanel label="IMC para a idade" value={`${formatNumber(bmi.bmi)} kg/m²`} band={bmi.label} tone={toneOf(bmi.label)}>
          <p className="mt-1 text-lg" data-testid="bmi-z">escore z {formatNumber(bmi.z)} · percentil {formatNumber(bmi.percentile)}</p>
          {bmi.implausible ? <p className="text-sm font-semibold">Valor fora do plausível pelos critérios da OMS: confira peso e estatura.</p> : null}
          <div className="mt-2">
            {result?.value?.lengthForAge ? <ResultRow title={GROWTH_INDICATOR_LABELS.height_for_age} r={result.value.lengthForAge} /> : null}
            {result?.value?.weightForAge ? <ResultRow title={GROWTH_INDICATOR_LABELS.weight_for_age} r={result.value.weightForAge} /> : null}
          </div>
        </ResultPanel>
      ) : heightError ? null : (
        <p role="status" className="text-muted-foreground">Sem tabela da OMS para esta idade e medida.</p>
      )}
    </CalculatorPage>
  );
}
