/** The sheet on screen: one section per block of the core's EmergencySheet, every line with its source and
 * verification tag; the weight ("peso estimado" when so) on every section that uses it. */
import type { ReactNode } from 'react';
import { VERIFICATION_LABELS, type EmergencySheet, type SheetDose, type Verification } from '@/clinical';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { doseText, mm, range, weightText } from '../lib/display';

function Tag({ v }: { v: Verification }) {
  return <abbr title={VERIFICATION_LABELS[v]} className="text-xs text-muted-foreground no-underline">[{v}]</abbr>;
}

export function Section({ id, title, weight, children }: { id: string; title: string; weight?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-2" data-section={id}>
      <h2 id={`${id}-h`} className="flex flex-wrap items-baseline gap-2 text-lg font-semibold">
        {title}
        {weight ? <span className={cn('text-sm font-medium', weight.includes('estimado') ? 'text-amber-800 dark:text-amber-200' : 'text-muted-foreground')} data-testid="section-weight">para {weight}</span> : null}
      </h2>
      {children}
    </section>
  );
}

function DoseItem({ line }: { line: SheetDose }) {
  const t = doseText(line);
  return (
    <li className="rounded-lg border border-border bg-card p-3" data-dose={line.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{line.label}</h3>
        <span className="text-xs text-muted-foreground">{line.route}</span>
      </div>
      {line.dose ? (
        <p className="mt-1 text-xl font-bold">
          <span data-testid="dose-amount">{t.dose}</span>
          {t.volume ? <span className="text-base font-medium text-muted-foreground"> = <span data-testid="dose-volume">{t.volume}</span></span> : null}
          {line.capped ? <Badge className="ml-2 border-amber-500 align-middle text-amber-800 dark:text-amber-200">dose máxima</Badge> : null}
        </p>
      ) : (
        <p className="mt-1 font-medium text-amber-800 dark:text-amber-200">{t.dose}</p>
      )}
      {line.concentrationLabel ? <p className="text-sm">Apresentação: {line.concentrationLabel}</p> : null}
      <p className="text-sm text-muted-foreground">{line.maxText} {line.administration}</p>
      {line.localCheck ? <p className="text-sm text-amber-800 dark:text-amber-200">Conferir protocolo local: {line.localCheck}</p> : null}
      <details className="text-xs text-muted-foreground">
        <summary className="cursor-pointer">Fonte <Tag v={line.verification} /></summary>
        <p>{line.source}</p>
      </details>
    </li>
  );
}

export function DoseList({ label, lines }: { label: string; lines: SheetDose[] }) {
  return (
    <ul className="grid gap-2 md:grid-cols-2" aria-label={label}>
      {lines.map((l) => <DoseItem key={l.id} line={l} />)}
    </ul>
  );
}

export function ElectricalSection({ sheet }: { sheet: EmergencySheet }) {
  return (
    <Section id="choques" title="Terapia elétrica" weight={weightText(sheet.patient)}>
      <ul className="grid gap-2 md:grid-cols-2" aria-label="Energias">
        {sheet.electrical.map((e) => (
          <li key={e.id} className="rounded-lg border border-border bg-card p-3" data-energy={e.id}>
            <h3 className="font-semibold">{e.label}</h3>
            <p className="text-xl font-bold"><span data-testid="energy-joules">{range(e.joules, 'J')}</span> <span className="text-sm font-normal text-muted-foreground">({e.perKgText})</span>
              {e.capped ? <Badge className="ml-2 border-amber-500 align-middle text-amber-800 dark:text-amber-200">dose do adulto</Badge> : null}</p>
            <p className="text-sm text-muted-foreground">{e.note}</p>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">Fonte: AHA PALS 2020; ERC 2021 <Tag v="S" /></p>
    </Section>
  );
}

export function EquipmentSection({ sheet }: { sheet: EmergencySheet }) {
  const t = sheet.tube;
  return (
    <Section id="materiais" title="Materiais" weight={weightText(sheet.patient)}>
      <div className="rounded-lg border border-border bg-card p-3" data-testid="tube">
        <h3 className="font-semibold">Cânula traqueal (diâmetro interno)</h3>
        <dl className="mt-1 grid grid-cols-3 gap-2 text-center">
          <div><dt className="text-xs text-muted-foreground">Sem cuff</dt><dd className="text-xl font-bold" data-testid="tube-uncuffed">{mm(t.uncuffedMm) ?? '—'}</dd></div>
          <div><dt className="text-xs text-muted-foreground">Com cuff</dt><dd className="text-xl font-bold" data-testid="tube-cuffed">{mm(t.cuffedMm) ?? '—'}</dd></div>
          <div><dt className="text-xs text-muted-foreground">Fixação no lábio</dt><dd className="text-xl font-bold" data-testid="tube-depth">{range(t.depthCm, 'cm')}</dd></div>
        </dl>
        <p className="text-sm text-muted-foreground">{t.method}{t.notIndicated ? ` ${t.notIndicated}` : ''}</p>
        <p className="text-xs text-muted-foreground">Fonte: {t.source} <Tag v={t.verification} /></p>
      </div>
      <table className="w-full text-sm" aria-label="Materiais por peso">
        <tbody>
          {sheet.equipment.map((e) => (
            <tr key={e.id} className="border-b border-border" data-equipment={e.id}>
              <th scope="row" className="py-1.5 pr-2 text-left font-medium">{e.label}</th>
              <td className="py-1.5 font-semibold">{e.size ?? <span className="font-normal text-amber-800 dark:text-amber-200">{e.notIndicated}</span>}</td>
              <td className="py-1.5 text-right"><Tag v={e.verification} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

export function FluidsSection({ sheet }: { sheet: EmergencySheet }) {
  const m = sheet.maintenance;
  return (
    <Section id="fluidos" title="Fluidos" weight={weightText(sheet.patient)}>
      <DoseList label="Fluidos e glicose" lines={sheet.fluids} />
      <div className="rounded-lg border border-border bg-card p-3" data-testid="maintenance">
        <h3 className="font-semibold">Manutenção (Holliday–Segar)</h3>
        {m.notIndicated ? <p className="text-amber-800 dark:text-amber-200">{m.notIndicated}</p> : (
          <>
            <p className="text-xl font-bold">{range({ min: m.mlPerHour, max: m.mlPerHour }, 'mL/h')} <span className="text-base font-medium text-muted-foreground">({range({ min: m.mlPerDay, max: m.mlPerDay }, 'mL/dia')})</span>
              {m.capped ? <Badge className="ml-2 border-amber-500 align-middle text-amber-800 dark:text-amber-200">máximo</Badge> : null}</p>
            <p className="text-sm text-muted-foreground">{m.text}</p>
          </>
        )}
        <p className="text-xs text-muted-foreground">Fonte: {m.source} <Tag v="K" /></p>
      </div>
    </Section>
  );
}

export function VitalsSection({ sheet }: { sheet: EmergencySheet }) {
  const v = sheet.vitals;
  const rows: Array<[string, string]> = [
    ['FC acordado', range(v.heartRateAwake, 'bpm')],
    ['FC dormindo', range(v.heartRateAsleep, 'bpm')],
    ['FR', range(v.respiratoryRate, 'irpm')],
    ['PA sistólica', range(v.systolic, 'mmHg')],
    ['Hipotensão', `PAS ${v.hypotensionText}`],
  ];
  return (
    <Section id="sinais" title={`Sinais vitais normais — ${v.band}`}>
      <table className="w-full text-sm" aria-label="Sinais vitais normais">
        <tbody>
          {rows.map(([k, val]) => (
            <tr key={k} className="border-b border-border"><th scope="row" className="py-1.5 pr-2 text-left font-medium">{k}</th><td className="py-1.5 font-semibold">{val}</td></tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted-foreground">Fonte: {v.source} <Tag v={v.verification} /></p>
    </Section>
  );
}
