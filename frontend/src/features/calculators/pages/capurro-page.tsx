import { useState } from 'react';
import { CAPURRO_ITEMS, capurroNeuro, capurroSomatic, type GestationalAge } from '@/clinical';
import { CalculatorPage, Pending, ResultPanel } from '../components/calculator-page';
import { ScoreRadioGroup } from '../components/score-radio-group';

type ItemId = keyof typeof CAPURRO_ITEMS;
const SOMATIC: readonly ItemId[] = ['skin', 'ear', 'breast', 'plantar', 'nipple'];
const NEURO: readonly ItemId[] = ['skin', 'ear', 'breast', 'plantar', 'scarf', 'headDrop'];

function gaText(g: GestationalAge): string {
  return `${g.weeks} semanas e ${g.extraDays} ${g.extraDays === 1 ? 'dia' : 'dias'}`;
}

function CapurroForm({ variant }: { variant: 'somatic' | 'neuro' }) {
  const ids = variant === 'somatic' ? SOMATIC : NEURO;
  const [a, setA] = useState<Partial<Record<ItemId, number>>>({});
  const answered = ids.filter((i) => a[i] !== undefined).length;
  let result: GestationalAge | null = null;
  if (answered === ids.length) {
    // every answer is one of the item's own option values (radio groups from CAPURRO_ITEMS)
    result = variant === 'somatic'
      ? capurroSomatic(a as Parameters<typeof capurroSomatic>[0])
      : capurroNeuro(a as Parameters<typeof capurroNeuro>[0]);
  }
  return (
    <CalculatorPage path={variant === 'somatic' ? '/calculadoras/capurro' : '/calculadoras/capurro-neuro'} tools={[variant === 'somatic' ? 'capurro' : 'capurro_neuro']}>
      <div className="grid gap-3">
        {ids.map((id) => {
          const item = CAPURRO_ITEMS[id];
          return <ScoreRadioGroup key={id} label={item.label} options={item.options} value={a[id]} onChange={(v: number) => setA((s) => ({ ...s, [id]: v }))} />;
        })}
      </div>
      {result ? (
        <ResultPanel label="Idade gestacional estimada" value={gaText(result)}>
          <p className="mt-1 text-sm">{result.days} dias ({variant === 'somatic' ? '204' : '200'} + soma dos pontos)</p>
        </ResultPanel>
      ) : <Pending answered={answered} total={ids.length} />}
    </CalculatorPage>
  );
}

/** /calculadoras/capurro: somatic Capurro (5 items). */
export function CapurroPage() {
  return <CapurroForm variant="somatic" />;
}

/** /calculadoras/capurro-neuro: somatic-neurological Capurro (4 somatic items + scarf sign + head drop). */
export function CapurroNeuroPage() {
  return <CapurroForm variant="neuro" />;
}
