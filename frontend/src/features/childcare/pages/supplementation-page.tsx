import { useState } from 'react';
import { ChildForm } from '../components/child-form';
import { ChildcarePage } from '../components/childcare-page';
import { TextField } from '../components/fields';
import { SupplementList } from '../components/supplement-list';
import { useCurrentWeight } from '../lib/use-current-weight';
import { useChild } from '../lib/use-child';

/** /puericultura/suplementacao-infantil: iron, vitamin D and vitamin A for the entered child, each rule
 * with its source (clinical package: ironProphylaxis, vitaminDProphylaxis, vitaminAProphylaxis). */
export function SupplementationPage() {
  const child = useChild();
  const [typed, setTyped] = useState('');
  const w = useCurrentWeight(child, typed);
  return (
    <ChildcarePage path="/puericultura/suplementacao-infantil">
      <ChildForm child={child} withSex={false} />
      <div className="max-w-xs print:hidden">
        <TextField label="Peso atual (kg)" inputMode="decimal" unit="kg" value={typed} onChange={setTyped} error={w.error} placeholder={w.fromMeasurement ? `última medida: ${w.fromMeasurement}` : 'ex.: 7,5'} />
      </div>
      <SupplementList child={child} weightKg={w.weightKg} />
      <p className="text-xs text-muted-foreground">Doses profiláticas de rotina; tratamento de deficiência (anemia, raquitismo, hipovitaminose A) segue outras doses. Para o ferro, informe idade gestacional e peso ao nascer.</p>
    </ChildcarePage>
  );
}
