/** The trolley copy: one A4 page (print only) with the weight ("estimado" when so), the date, every dose
 * in mg and mL, the energies, the equipment, the vital signs and the sources. The print style hides the
 * app's header, footer and the screen sheet only while this page is mounted. */
import { type EmergencySheet, type SheetDose } from '@/clinical';
import { doseText, mm, range, weightText } from '../lib/display';

const PRINT_CSS = `@media print {
  @page { size: A4; margin: 8mm; }
  #root > div { min-height: 0 !important; }
  #root > div > :not(main) { display: none !important; }
  main#conteudo > section > :not([data-print-sheet]) { display: none !important; }
  html, body { background: #fff !important; }
}`;

function Row({ l }: { l: SheetDose }) {
  const t = doseText(l);
  return (
    <tr>
      <td className="pr-1 font-semibold">{l.label}</td>
      <td className="whitespace-nowrap pr-1">{t.dose}</td>
      <td className="whitespace-nowrap pr-1 font-semibold">{t.volume ?? '—'}</td>
      <td className="pr-1">{l.concentrationLabel ?? ''}</td>
      <td>{l.maxText}</td>
    </tr>
  );
}

function DoseTable({ title, lines }: { title: string; lines: SheetDose[] }) {
  if (lines.length === 0) return null;
  return (
    <table className="mb-1 w-full border-collapse [&_td]:border-b [&_td]:border-neutral-300 [&_td]:align-top">
      <caption className="text-left text-[8pt] font-bold">{title}</caption>
      <tbody>{lines.map((l) => <Row key={l.id} l={l} />)}</tbody>
    </table>
  );
}

export function PrintSheet({ sheet, date }: { sheet: EmergencySheet; date: string }) {
  const p = sheet.patient;
  const t = sheet.tube;
  const v = sheet.vitals;
  return (
    <div data-print-sheet className="hidden text-[6.5pt] leading-tight text-black print:block">
      <style>{PRINT_CSS}</style>
      <header className="mb-1 flex items-baseline justify-between border-b-2 border-black pb-0.5">
        <h2 className="text-[11pt] font-bold">PedBook — Ficha de emergência</h2>
        <p className="text-[9pt]"><strong data-testid="print-weight">Peso: {weightText(p)}</strong>{p.estimate ? ` — ${p.estimate.formula}` : ''} · {p.neonate ? 'Recém-nascido' : v.band} · {date}</p>
      </header>
      <div className="columns-2 gap-3">
        <DoseTable title={p.neonate ? 'Reanimação neonatal (SBP 2022)' : 'Drogas da reanimação (PALS 2020 / ERC 2021)'} lines={sheet.resuscitation} />
        <DoseTable title="Fluidos" lines={sheet.fluids} />
        <p className="mb-1">Manutenção: {sheet.maintenance.notIndicated ?? `${range({ min: sheet.maintenance.mlPerHour, max: sheet.maintenance.mlPerHour }, 'mL/h')} (4-2-1)`}</p>
        <DoseTable title="SRI / sedação e analgesia" lines={sheet.rsi} />
        <DoseTable title="Anticonvulsivantes (1ª linha)" lines={sheet.anticonvulsants} />
        {sheet.anticonvulsantsNotIndicated ? <p className="mb-1">Anticonvulsivantes: {sheet.anticonvulsantsNotIndicated}</p> : null}
        <table className="mb-1 w-full">
          <caption className="text-left text-[8pt] font-bold">Terapia elétrica</caption>
          <tbody>{sheet.electrical.map((e) => <tr key={e.id}><td className="pr-1">{e.label}</td><td className="whitespace-nowrap font-semibold">{range(e.joules, 'J')}</td><td>{e.perKgText}</td></tr>)}</tbody>
        </table>
        <p className="text-[8pt] font-bold">Materiais</p>
        <p>Cânula: sem cuff {mm(t.uncuffedMm) ?? '—'} · com cuff {mm(t.cuffedMm) ?? '—'} · fixação {range(t.depthCm, 'cm')}</p>
        <p className="mb-1">{sheet.equipment.map((e) => `${e.label}: ${e.size ?? 'não indicada'}`).join(' · ')}</p>
        <p className="text-[8pt] font-bold">Sinais vitais normais ({v.band})</p>
        <p className="mb-1">FC {range(v.heartRateAwake, 'bpm')} (dormindo {range(v.heartRateAsleep, 'bpm')}) · FR {range(v.respiratoryRate, 'irpm')} · PAS {range(v.systolic, 'mmHg')} · hipotensão: PAS {v.hypotensionText}</p>
        <p className="text-[8pt] font-bold">Fontes</p>
        <ol className="list-decimal pl-3 text-[5.5pt]">{sheet.sources.map((s) => <li key={s}>{s}</li>)}</ol>
        <p className="mt-1 text-[5.5pt]">Valores a conferir com o protocolo local; [K]/[S]/[U] na versão digital. Gerado pelo PedBook em {date}.</p>
      </div>
    </div>
  );
}
