import { useState } from 'react';
import {
  FINNEGAN_ITEMS, FINNEGAN_RULE_LABELS, FINNEGAN_SYSTEM_LABELS, FINNEGAN_VERSION, finnegan, finneganTreatment,
  type FinneganItemId, type FinneganSystem,
} from '@/clinical';
import { parseDecimal } from '@/components/patient';
import { CalculatorPage, ResultPanel } from '../components/calculator-page';
import { NumberField } from '../components/number-field';
import { ScoreRadioGroup } from '../components/score-radio-group';
import { attempt } from '../lib/calculators';

const SYSTEMS = Object.keys(FINNEGAN_SYSTEM_LABELS) as FinneganSystem[];

/** "10; 9" → [10, 9]; an entry that is not a number → NaN (refused by the package). */
function parseList(text: string): number[] {
  return text.split(/[;\s]+/).filter(Boolean).map((t) => parseDecimal(t) ?? Number.NaN);
}

/** /calculadoras/finnegan: the modified Finnegan sheet and its treatment rule over consecutive scores. */
export function FinneganPage() {
  const [a, setA] = useState<Partial<Record<FinneganItemId, number>>>({});
  const [previous, setPrevious] = useState('');
  const { score } = finnegan(a);
  const series = previous.trim() ? [...parseList(previous), score] : [score];
  const t = attempt(() => finneganTreatment(series));
  return (
    <CalculatorPage path="/calculadoras/finnegan" tools={['finnegan']}>
      <p className="text-sm text-muted-foreground">{FINNEGAN_VERSION}. Pontue a cada 3–4 h; itens não marcados valem 0.</p>
      {SYSTEMS.map((sys) => (
        <section key={sys} className="space-y-3" aria-label={FINNEGAN_SYSTEM_LABELS[sys]}>
          <h2 className="font-semibold">{FINNEGAN_SYSTEM_LABELS[sys]}</h2>
          {FINNEGAN_ITEMS.filter((i) => i.system === sys).map((item) => (
            <ScoreRadioGroup key={item.id} label={item.label} options={[{ value: 0, label: 'Ausente' }, ...item.options]} value={a[item.id] ?? 0}
              onChange={(v) => setA((s) => ({ ...s, [item.id]: v }))} />
          ))}
        </section>
      ))}
      <NumberField label="Escores anteriores, em ordem (separados por ponto e vírgula)" unit="pontos" value={previous} onChange={setPrevious}
        error={t.error} placeholder="ex.: 9; 10" />
      <ResultPanel label="Escore de Finnegan (este intervalo)" value={`${score} pontos`}
        band={t.value ? (t.value.treat && t.value.rule ? `Tratamento farmacológico indicado: ${FINNEGAN_RULE_LABELS[t.value.rule]}` : 'Sem critério de tratamento farmacológico na série informada') : undefined}
        tone={t.value?.treat ? 'danger' : score >= 8 ? 'warn' : 'neutral'}>
        <p className="mt-1 text-sm">Critérios: {FINNEGAN_RULE_LABELS.two_consecutive_at_least_12}; {FINNEGAN_RULE_LABELS.three_consecutive_at_least_8}.</p>
      </ResultPanel>
    </CalculatorPage>
  );
}
