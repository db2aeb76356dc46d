import { useState } from 'react';
import { RODWELL_ITEMS, RODWELL_LABELS, rodwell, type RodwellInput, type RodwellInterpretation } from '@/clinical';
import { routeEntry } from '@/config/paths';
import { CalculatorPage, ResultPanel, type Tone } from '../components/calculator-page';

const TONE: Record<RodwellInterpretation, Tone> = { unlikely: 'ok', possible: 'warn', very_likely: 'danger' };
const NONE: RodwellInput = {
  abnormalWbc: false, abnormalPmn: false, noMaturePmn: false, elevatedImmaturePmn: false,
  elevatedItRatio: false, imRatioAtLeast03: false, degenerativeChanges: false, plateletsAtMost150k: false,
};

/** /calculadoras/rodwell: the hematologic sepsis score, one checkbox per finding. */
export function RodwellPage() {
  const [r, setR] = useState<RodwellInput>(NONE);
  const res = rodwell(r);
  return (
    <CalculatorPage path="/calculadoras/rodwell" tools={['rodwell']}>
      <fieldset className="grid gap-1 rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-semibold">Achados no hemograma (marque os presentes)</legend>
        {RODWELL_ITEMS.map((i) => (
          <label key={i.id} className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
            <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0" checked={r[i.id]} onChange={(e) => setR((s) => ({ ...s, [i.id]: e.target.checked }))} />
            <span className="flex-1">{i.label}</span>
            <span aria-hidden className="shrink-0 tabular-nums text-muted-foreground">{i.points}</span>
          </label>
        ))}
      </fieldset>
      <ResultPanel label={routeEntry('/calculadoras/rodwell').title} value={`${res.score} pontos`} band={RODWELL_LABELS[res.interpretation]} tone={TONE[res.interpretation]} />
    </CalculatorPage>
  );
}
