import { useState } from 'react';
import { APGAR_BAND_LABELS, APGAR_ITEMS, apgar, type ApgarBand, type ApgarInput } from '@/clinical';
import { routeEntry } from '@/config/paths';
import { CalculatorPage, Pending, ResultPanel, type Tone } from '../components/calculator-page';
import { ScoreRadioGroup } from '../components/score-radio-group';

const TONE: Record<ApgarBand, Tone> = { reassuring: 'ok', moderately_abnormal: 'warn', low: 'danger' };

export function ApgarPage() {
  const [a, setA] = useState<Partial<ApgarInput>>({});
  const answered = APGAR_ITEMS.filter((i) => a[i.id] !== undefined).length;
  const r = answered === APGAR_ITEMS.length ? apgar(a as ApgarInput) : null;
  return (
    <CalculatorPage path="/calculadoras/apgar" tools={['apgar']}>
      <div className="grid gap-3">
        {APGAR_ITEMS.map((item) => (
          <ScoreRadioGroup key={item.id} label={item.label} options={item.options} value={a[item.id]} onChange={(v) => setA((s) => ({ ...s, [item.id]: v }))} />
        ))}
      </div>
      {r ? <ResultPanel label={routeEntry('/calculadoras/apgar').title} value={`${r.score} pontos`} band={APGAR_BAND_LABELS[r.band]} tone={TONE[r.band]} /> : <Pending answered={answered} total={APGAR_ITEMS.length} />}
    </CalculatorPage>
  );
}
