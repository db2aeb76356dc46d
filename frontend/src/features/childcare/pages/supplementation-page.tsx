import { useState } from 'react';
import { ChildForm } from '../components/child-form';
import { ChildcarePage } from '../components/childcare-page';
import { RadioGroup, TextField } from '../components/fields';
import { useChildStore } from '../lib/child-store';
import { SupplementList } from '../components/supplement-list';
import { useCurrentWeight } from '../lib/use-current-weight';
import { useSupplementGate } from '../lib/use-supplement-gate';
import { useChild } from '../lib/use-child';

/** /puericultura/suplementacao-infantil: iron, vitamin D and vitamin A for the entered child, each rule
 * with its source (clinical package: ironProphylaxis, vitaminDProphylaxis, vitaminAProphylaxis). */
export function SupplementationPage() {
  const child = useChild();
  const [typed, setTyped] = useState('');
  const w = useCurrentWeight(child, typed);
  const guard = useSupplementGate(child, w.weightKg);
  const ironRisk = useChildStore((s) => s.ironRisk);
  const setChild = useChildStore((s) => s.set);
  return (
    <ChildcarePage path="/puericultura/suplementacao-infantil">
      <ChildForm child={child} withSex={false} />
      <div className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 print:hidden">
        <TextField label="Peso atual (kg)" inputMode="decimal" unit="kg" value={typed} onChange={setTyped} error={w.error} placeholder={w.fromMeasurement ? `última medida: ${w.fromMeasurement}` : 'ex.: 7,5'} />
        <div>
          <RadioGroup legend="Fatores de risco para deficiência de ferro" name="iron-risk" value={ironRisk === '' ? null : ironRisk}
            options={[['nao', 'Não'], ['sim', 'Sim']] as const} onChange={(v) => setChild({ ironRisk: v })} />
          <p className="mt-1 text-xs text-muted-foreground">Segundo a SBP (2021): baixa reserva materna, aumento da demanda metabólica, diminuição do fornecimento por intercorrência ou doença, perda sanguínea ou má absorção de ferro. Perguntado para nascidos a termo com peso ≥ 2.500 g.</p>
        </div>
      </div>
      <SupplementList child={child} weightKg={w.weightKg} guard={guard} />
      <p className="text-xs text-muted-foreground">Doses profiláticas de rotina; tratamento de deficiência (anemia, raquitismo, hipovitaminose A) segue outras doses. Para o ferro, informe idade gestacional e peso ao nascer.</p>
    </ChildcarePage>
  );
}
