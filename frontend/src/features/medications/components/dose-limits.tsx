import { infusionText, type DoseResult } from '@/clinical';
import { dailyCapText } from '../lib/dose-view';

type Dose = Extract<DoseResult, { kind: 'dose' }>;

/** The daily maximum lowered the dose per administration (the number of doses stays). */
export function DailyCapLine({ r }: { r: Dose }) {
  const text = dailyCapText(r);
  if (!text) return null;
  return <p className="mt-1 font-semibold text-red-800 dark:text-red-200" data-testid="dose-daily-capped">{text}</p>;
}

/** The shortest safe infusion time of this dose for this child, and the rate limit that sets it. */
export function InfusionLine({ r }: { r: Dose }) {
  if (!r.infusion) return null;
  return (
    <p className="mt-1 font-semibold" data-testid="dose-infusion" data-governing={r.infusion.governing}>
      {infusionText(r.infusion)}
    </p>
  );
}
