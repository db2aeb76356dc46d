import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { DAYS_PER_MONTH, formatNumber, TOOL_SOURCES, type GrowthResult } from '@/clinical';
import { Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { lazyNamed } from '@/lib/lazy-named';
import { curveQuery } from '../api/curves';
import { ChildForm } from '../components/child-form';
import { ChildcarePage, SourceLine } from '../components/childcare-page';
import { RadioGroup } from '../components/fields';
import { MeasurementsEditor } from '../components/measurements-editor';
import { formatAge, formatAgeDays, formatDateBr } from '../lib/dates';
import { ageDomain, chartIndicators, curveLines, plottedValue, type ChartIndicator, type LineMode } from '../lib/growth-chart';
import { useAssessedMeasurements, useChild, type AssessedMeasurement } from '../lib/use-child';

// The chart library comes only when there is a chart to draw (not with the empty form); once its
// chunk is in, the chart renders without a Suspense round (lib/lazy-named.tsx).
type GrowthChartModule = typeof import('../components/growth-chart');
const GrowthChart = lazyNamed<GrowthChartModule, 'GrowthChart', ComponentProps<GrowthChartModule['GrowthChart']>>(() => import('../components/growth-chart'), 'GrowthChart');

function ResultCell({ r }: { r: GrowthResult | undefined }) {
  if (!r) return <td className="px-2 py-1 text-muted-foreground">—</td>;
  return (
    <td className="px-2 py-1">
      <span className="font-medium">z {formatNumber(r.z)}</span> · P{formatNumber(r.percentile)}
      <span className="block text-xs">{r.label}{r.implausible ? ' · valor improvável, confira a medida' : ''}</span>
    </td>
  );
}

function ChartFor({ ind, sex, mode, assessed, corrected }: { ind: ChartIndicator; sex: 1 | 2; mode: LineMode; assessed: AssessedMeasurement[]; corrected: boolean }) {
  const curve = useQuery(curveQuery(ind.reference, ind.indicator, sex));
  // the chart's code downloads while the curve's rows do
  useEffect(() => {
    GrowthChart.preload().catch(() => undefined); // a failed download shows in the chart's place (the page's error boundary)
  }, []);
  const computed = assessed.flatMap((a) => (a.assessment && a.m.chartAgeDays !== null ? [plottedValue(ind, { ...a.m, chartAgeDays: a.m.chartAgeDays }, a.assessment)] : []))
    .filter((p): p is { x: number; y: number } => p !== null);
  // the chart redraws only when what it shows changes
  const pointsKey = JSON.stringify(computed);
  const points = useMemo(() => JSON.parse(pointsKey) as Array<{ x: number; y: number }>, [pointsKey]);
  const maxMonths = Math.max(0, ...assessed.map((a) => (a.m.chartAgeDays ?? 0) / DAYS_PER_MONTH));
  const domain = useMemo<[number, number]>(() => (ind.byLength ? (ind.indicator === 'weight_for_length' ? [45, 110] : [65, 120]) : ageDomain(ind.reference, ind.indicator, maxMonths)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the domain changes only with these numbers
    [ind.byLength, ind.indicator, ind.reference, maxMonths <= 24]);
  const lines = useMemo(() => (curve.data ? curveLines(curve.data, mode, domain) : []), [curve.data, mode, domain]);
  if (curve.isPending) return <Spinner label="Carregando a curva da OMS…" />;
  if (curve.isError) return <p role="alert" className="text-destructive">Não foi possível carregar a curva da OMS. Tente novamente.</p>;
  const ref = ind.reference === 'WHO_2006_CGS' ? 'Padrões de crescimento da OMS 2006 (0–5 anos)' : 'Referência da OMS 2007 (5–19 anos)';
  const outside = points.filter((p) => p.x < domain[0] || p.x > domain[1]).length;
  return (
    <Suspense fallback={<Spinner label="Carregando o gráfico…" />}>
      <GrowthChart title={ind.title} lines={lines} points={points} mode={mode} domain={domain} xLabel={ind.xLabel} yLabel={ind.yLabel}
      caption={`${ind.title} — ${sex === 2 ? 'meninas' : 'meninos'}, ${ref}; linhas de ${mode === 'z' ? 'escore z (−3 a +3)' : 'percentis 3, 15, 50, 85 e 97'}.${corrected ? ' Prematuro: idade corrigida até 24 meses de idade cronológica.' : ''}${outside ? ` ${outside} ponto(s) fora da faixa do gráfico.` : ''}`} />
    </Suspense>
  );
}

/** /puericultura/curva-de-crescimento: WHO growth charts with the child's points and the table of each
 * measurement's z-score, percentile and SISVAN label from assessGrowth. */
export function GrowthPage() {
  const child = useChild();
  const assessed = useAssessedMeasurements(child);
  const [mode, setMode] = useState<LineMode>('z');
  const [chosen, setChosen] = useState<string>('weight_for_age');
  const dated = assessed.filter((a) => a.m.chartAgeDays !== null);
  const latest = dated[dated.length - 1];
  const indicators = latest ? chartIndicators(latest.m.chartAgeDays!) : [];
  const ind = indicators.find((i) => i.indicator === chosen) ?? indicators[0];
  const sex = child.sex === 'M' ? 1 : child.sex === 'F' ? 2 : null;
  const corrected = child.corrected?.correctedDays != null;
  return (
    <ChildcarePage path="/puericultura/curva-de-crescimento" sources={<>
      <SourceLine {...TOOL_SOURCES.growth} />
      <SourceLine {...TOOL_SOURCES.sisvan} />
      <SourceLine source="Idade corrigida para prematuros (< 37 semanas) até 24 meses de idade cronológica: SBP, Seguimento ambulatorial do prematuro de risco, 2012." verification="K" />
    </>}>
      <ChildForm child={child} />
      {child.birthDate && child.sex ? (
        <p className="hidden print:block" data-testid="print-id">{child.sex === 'F' ? 'Menina, nascida' : 'Menino, nascido'} em {formatDateBr(child.birthDate)}{child.gaWeeks !== undefined ? `, IG ${child.gaWeeks} semanas e ${child.gaDays ?? 0} dias` : ''} — impresso a partir do PedBook.</p>
      ) : null}
      <MeasurementsEditor values={assessed.map((a) => a.m)} />
      {sex === null || !child.birthDate ? (
        <p role="status" className="rounded-lg border-2 border-dashed border-border p-4 text-muted-foreground">Informe sexo e data de nascimento, e ao menos uma medida com data, para ver as curvas.</p>
      ) : !ind ? (
        <p role="status" className="rounded-lg border-2 border-dashed border-border p-4 text-muted-foreground">Adicione uma medida com data para ver as curvas.</p>
      ) : (
        <section aria-label="Curvas" className="space-y-3">
          <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
            <div className="space-y-1">
              <label htmlFor="growth-indicator" className="text-sm font-medium">Curva</label>
              <select id="growth-indicator" className="h-10 rounded-md border border-border bg-background px-2 text-sm" value={ind.indicator} onChange={(e) => setChosen(e.target.value)}>
                {indicators.map((i) => <option key={i.indicator} value={i.indicator}>{i.title}</option>)}
              </select>
            </div>
            <RadioGroup legend="Linhas" name="growth-mode" value={mode} options={[['z', 'Escore z'], ['percentile', 'Percentis']] as const} onChange={setMode} />
            <Button variant="outline" size="sm" onClick={() => window.print()}><Printer className="h-4 w-4" aria-hidden /> Imprimir</Button>
          </div>
          {corrected ? <p className="text-sm font-medium" data-testid="corrected-note">Prematuro: pontos na idade corrigida até 24 meses de idade cronológica.</p> : null}
          <ChartFor ind={ind} sex={sex} mode={mode} assessed={assessed} corrected={corrected} />
        </section>
      )}
      {assessed.length > 0 ? (
        <section aria-label="Resultados" className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="growth-table">
            <caption className="mb-1 text-left font-semibold">Escore z, percentil e classificação (SISVAN) de cada medida</caption>
            <thead>
              <tr className="border-b border-border">
                <th className="px-2 py-1">Data</th><th className="px-2 py-1">Idade</th>
                <th className="px-2 py-1">Peso/idade</th><th className="px-2 py-1">Comp./estatura/idade</th>
                <th className="px-2 py-1">Peso/comp.-estatura</th><th className="px-2 py-1">IMC/idade</th><th className="px-2 py-1">PC/idade</th>
              </tr>
            </thead>
            <tbody>
              {assessed.map((a) => (
                <tr key={a.m.id} className="border-b border-border align-top" data-testid="growth-row">
                  <td className="px-2 py-1">{a.m.date ? formatDateBr(a.m.date) : '—'}</td>
                  <td className="px-2 py-1">{a.m.date && child.birthDate && a.m.ageDays !== null ? formatAge(child.birthDate, a.m.date) : '—'}
                    {a.m.chartAgeDays !== null && a.m.ageDays !== null && a.m.chartAgeDays !== a.m.ageDays ? <span className="block text-xs">corrigida: {formatAgeDays(a.m.chartAgeDays)}</span> : null}</td>
                  {a.pending ? <td colSpan={5} className="px-2 py-1">Carregando…</td>
                    : a.loadError ? <td colSpan={5} className="px-2 py-1 text-destructive" role="alert">Não foi possível carregar as tabelas da OMS.</td>
                    : a.error ? <td colSpan={5} className="px-2 py-1 text-destructive" role="alert">{a.error}</td>
                    : a.assessment ? (
                      <>
                        <ResultCell r={a.assessment.weightForAge} />
                        <ResultCell r={a.assessment.lengthForAge} />
                        <ResultCell r={a.assessment.weightForLength} />
                        <ResultCell r={a.assessment.bmiForAge} />
                        <ResultCell r={a.assessment.headForAge} />
                      </>
                    ) : <td colSpan={5} className="px-2 py-1 text-muted-foreground">Informe a data da medida (e sexo e nascimento).</td>}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-1 text-xs text-muted-foreground">Resultados ausentes: fora das tabelas da OMS para a idade ou medida (p. ex. peso/idade após 10 anos, PC após 5 anos).</p>
        </section>
      ) : null}
    </ChildcarePage>
  );
}
