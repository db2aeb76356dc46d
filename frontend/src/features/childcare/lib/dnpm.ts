/** Milestone bands of the Caderneta da Criança and the surveillance classification of the AIDPI
 * manual the Caderneta's instrument is based on (Figueiras AC et al., Manual para vigilância do
 * desenvolvimento infantil no contexto da AIDPI, OPAS 2005, quadro de classificação): any milestone of
 * the previous band missing → "Provável atraso no desenvolvimento"; all of the previous band present
 * but one of the child's band missing → "Alerta para o desenvolvimento"; all present → "Desenvolvimento
 * adequado". Bands are half-open [start, end) in months. */

export interface Milestone {
  id: string;
  age_months: number;
  age_end_months: number;
  display_order: number;
  milestone: string;
  domain: string;
  source: string;
  verification_status: string;
}

export interface Band { start: number; end: number; milestones: Milestone[] }

export function bandsOf(rows: readonly Milestone[]): Band[] {
  const byStart = new Map<number, Band>();
  for (const r of rows) {
    const b = byStart.get(r.age_months) ?? { start: r.age_months, end: r.age_end_months, milestones: [] };
    b.milestones.push(r);
    byStart.set(r.age_months, b);
  }
  const bands = [...byStart.values()].sort((a, b) => a.start - b.start);
  for (const b of bands) b.milestones.sort((x, y) => x.display_order - y.display_order);
  return bands;
}

/** The band holding `months` (start ≤ months < end) and the one before it; null outside the bands. */
export function bandFor(bands: readonly Band[], months: number): { band: Band; previous: Band | null } | null {
  const i = bands.findIndex((b) => b.start <= months && months < b.end);
  if (i < 0) return null;
  return { band: bands[i]!, previous: i > 0 ? bands[i - 1]! : null };
}

export type DnpmClassification = 'provavel_atraso' | 'alerta' | 'adequado';

export function classifyDevelopment(current: Band, previous: Band | null, present: ReadonlySet<string>): DnpmClassification {
  if (previous && previous.milestones.some((m) => !present.has(m.id))) return 'provavel_atraso';
  if (current.milestones.some((m) => !present.has(m.id))) return 'alerta';
  return 'adequado';
}

export const DNPM_LABELS: Record<DnpmClassification, { title: string; action: string }> = {
  provavel_atraso: { title: 'Provável atraso no desenvolvimento', action: 'Ausência de marco(s) da faixa anterior: referir para avaliação neuropsicomotora.' },
  alerta: { title: 'Alerta para o desenvolvimento', action: 'Ausência de marco(s) da faixa atual: orientar estimulação, marcar retorno em 30 dias e informar sinais de alerta.' },
  adequado: { title: 'Desenvolvimento adequado para a faixa', action: 'Todos os marcos presentes: elogiar, orientar estimulação e manter o calendário de consultas.' },
};

export function bandLabel(b: { start: number; end: number }): string {
  const fmt = (m: number) => (m >= 24 && m % 12 === 0 ? `${m / 12} anos` : `${m} ${m === 1 ? 'mês' : 'meses'}`);
  return `${fmt(b.start)} a menos de ${fmt(b.end)}`;
}
