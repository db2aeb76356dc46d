import { lazy, Suspense, useState } from 'react';
import { BHUTANI_1999_CURVES, BHUTANI_ZONE_LABELS, bhutaniZone, type BhutaniZone } from '@/clinical';
import { parseDecimal } from '@/components/patient';
import { Spinner } from '@/components/ui/spinner';
import { CalculatorPage, ResultPanel, type Tone } from '../components/calculator-page';
import { NumberField } from '../components/number-field';
import { attempt } from '../lib/calculators';

const BhutaniChart = lazy(() => import('../components/bhutani-chart').then((m) => ({ default: m.BhutaniChart })));
const TONE: Record<BhutaniZone, Tone> = { high: 'danger', high_intermediate: 'warn', low_intermediate: 'warn', low: 'ok' };

/** /calculadoras/bhutani: hours of life + total serum bilirubin → risk zone, plotted on the nomogram. */
export function BhutaniPage() {
  const [hoursText, setHours] = useState('');
  const [tsbText, setTsb] = useState('');
  const hours = parseDecimal(hoursText);
  const tsb = parseDecimal(tsbText);
  const r = hours !== null && tsb !== null ? attempt(() => bhutaniZone({ hours, tsbMgDl: tsb }, [...BHUTANI_1999_CURVES])) : null;
  const err = (field: string) => (r?.error && r.error.startsWith(field) ? r.error : null);
  const hoursError = err('Idade (horas de vida)');
  const tsbError = err('Bilirrubina total');
  return (
    <CalculatorPage path="/calculadoras/bhutani" tools={['bhutani']}>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label="Horas de vida" unit="h" value={hoursText} onChange={setHours} error={hoursError} placeholder="12 a 148" />
        <NumberField label="Bilirrubina total (mg/dL)" unit="mg/dL" value={tsbText} onChange={setTsb} error={tsbError} placeholder="ex.: 12,5" />
      </div>
      {r?.value ? (
        <ResultPanel label="Zona de risco" value={BHUTANI_ZONE_LABELS[r.value]} tone={TONE[r.value]} />
      ) : (
        <div role="status" data-testid="result" className="rounded-lg border-2 border-dashed border-border p-4 text-muted-foreground">
          {r?.error && !hoursError && !tsbError ? r.error : 'Informe as horas de vida e a bilirrubina total.'}
        </div>
      )}
      <Suspense fallback={<Spinner label="Carregando o nomograma…" />}>
        <BhutaniChart hours={r?.value ? hours : null} tsbMgDl={r?.value ? tsb : null} />
      </Suspense>
    </CalculatorPage>
  );
}
