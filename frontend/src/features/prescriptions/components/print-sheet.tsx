import type { Prescriber, Prescription } from '../api/prescriptions-api';
import { formatAgeMonths, formatWeight } from '../lib/prescription-logic';

const dateFmt = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' });

// Printing shows the sheet alone (the app around it is hidden).
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #prescription-print, #prescription-print * { visibility: visible !important; }
  #prescription-print { position: absolute; inset: 0 auto auto 0; width: 100%; display: block !important; }
  @page { margin: 18mm; }
}`;

/** The printed prescription: prescriber and registration, patient, date, numbered items,
 * signature line. Hidden on screen; the browser's print (or "Salvar como PDF") shows it. */
export function PrintSheet({ prescription, prescriber, today }: { prescription: Prescription; prescriber: Prescriber; today: Date }) {
  const age = formatAgeMonths(prescription.patient_age_months);
  const weight = formatWeight(prescription.patient_weight_kg);
  return (
    <>
      <style>{PRINT_CSS}</style>
      <section id="prescription-print" aria-label="Receita para impressão" className="hidden bg-white p-6 font-serif text-black">
        <header className="border-b border-black pb-3 text-center">
          <p className="text-xl font-bold">{prescriber.fullName}</p>
          {prescriber.area ? <p>{prescriber.area}</p> : null}
          <p>{prescriber.registration ? `Registro: ${prescriber.registration}` : 'Registro profissional não informado no perfil'}</p>
        </header>
        <h1 className="mt-4 text-center text-lg font-bold uppercase tracking-wide">Receituário</h1>
        <dl className="mt-4 grid grid-cols-[7rem_1fr] gap-y-1">
          <dt className="font-semibold">Paciente:</dt>
          <dd>{prescription.patient?.patient_name ?? '______________________________'}</dd>
          <dt className="font-semibold">Idade:</dt>
          <dd>{age ?? '—'}</dd>
          <dt className="font-semibold">Peso:</dt>
          <dd>{weight ?? '—'}</dd>
          <dt className="font-semibold">Data:</dt>
          <dd>{dateFmt.format(today)}</dd>
        </dl>
        <ol className="mt-6 list-decimal space-y-3 pl-6">
          {prescription.items.map((it) => (
            <li key={it.id}>
              <p className="font-semibold">{it.item_name}</p>
              <p>{it.custom_text}</p>
              {it.duration ? <p>Duração: {it.duration}</p> : null}
            </li>
          ))}
        </ol>
        {prescription.notes ? <p className="mt-4 whitespace-pre-wrap">{prescription.notes}</p> : null}
        <div className="mt-20 text-center">
          <p>______________________________________</p>
          <p>Assinatura e carimbo</p>
        </div>
      </section>
    </>
  );
}
