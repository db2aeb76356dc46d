import { useState } from 'react';
import { GLASGOW_SEVERITY_LABELS, GLASGOW_VERSION_LABELS, glasgow, glasgowDescriptors, type GlasgowSeverity, type GlasgowVersion } from '@/clinical';
import { PatientInputs, usePatient } from '@/components/patient';
import { routeEntry } from '@/config/paths';
import { CalculatorPage, Pending, ResultPanel, type Tone } from '../components/calculator-page';
import { ScoreRadioGroup } from '../components/score-radio-group';

const TONE: Record<GlasgowSeverity, Tone> = { mild: 'ok', moderate: 'warn', severe: 'danger' };
/** An age (months) inside each version, to ask the package for that version's descriptors. */
const VERSION_AGE_MONTHS: Record<GlasgowVersion, number> = { infant: 0, preschool: 24, child_adult: 60 };
type Answers = { eye?: 1 | 2 | 3 | 4; verbal?: 1 | 2 | 3 | 4 | 5; motor?: 1 | 2 | 3 | 4 | 5 | 6 };

export function GlasgowPage() {
  const patient = usePatient();
  const [chosen, setChosen] = useState<GlasgowVersion | null>(null);
  const [g, setG] = useState<Answers>({});
  const fromAge = patient.ageMonths !== null ? glasgowDescriptors(patient.ageMonths).version : null;
  const version = chosen ?? fromAge ?? 'child_adult';
  const d = glasgowDescriptors(VERSION_AGE_MONTHS[version]);
  const answered = [g.eye, g.verbal, g.motor].filter((v) => v !== undefined).length;
  const r = g.eye && g.verbal && g.motor ? glasgow({ eye: g.eye, verbal: g.verbal, motor: g.motor }) : null;
  return (
    <CalculatorPage path="/calculadoras/glasgow" tools={['glasgow']}>
      <PatientInputs withWeight={false} />
      <fieldset className="rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-semibold">Versão da escala</legend>
        <div className="mt-1 grid gap-1">
          {(Object.keys(GLASGOW_VERSION_LABELS) as GlasgowVersion[]).map((v) => (
            <label key={v} className="flex items-center gap-2 text-sm">
              <input type="radio" name="glasgow-version" className="h-4 w-4" checked={version === v} onChange={() => setChosen(v)} />
              {GLASGOW_VERSION_LABELS[v]}
            </label>
          ))}
        </div>
        {fromAge && chosen && chosen !== fromAge ? <p className="mt-1 text-sm text-amber-700">A idade informada corresponde a: {GLASGOW_VERSION_LABELS[fromAge]}.</p> : null}
      </fieldset>
      <div className="grid gap-3">
        <ScoreRadioGroup label="Abertura ocular (O)" options={d.eye} value={g.eye} onChange={(eye) => setG((s) => ({ ...s, eye }))} />
        <ScoreRadioGroup label="Resposta verbal (V)" options={d.verbal} value={g.verbal} onChange={(verbal) => setG((s) => ({ ...s, verbal }))} />
        <ScoreRadioGroup label="Resposta motora (M)" options={d.motor} value={g.motor} onChange={(motor) => setG((s) => ({ ...s, motor }))} />
      </div>
      {r && g.eye && g.verbal && g.motor ? (
        <ResultPanel label={routeEntry('/calculadoras/glasgow').title} value={`${r.score} pontos`} band={GLASGOW_SEVERITY_LABELS[r.severity]} tone={TONE[r.severity]}>
          <p className="mt-1 text-sm">O{g.eye} V{g.verbal} M{g.motor}</p>
        </ResultPanel>
      ) : <Pending answered={answered} total={3} />}
    </CalculatorPage>
  );
}
