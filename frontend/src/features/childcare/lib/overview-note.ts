/** The one-child overview as the text of a note (saved only when the user asks — the overview itself
 * stays in the session): identification, ages, the latest measurement's z-scores and labels, vaccines
 * due/overdue/yearly, the milestones of the age band and the supplementation, each section with its
 * sources named. Pure: the page passes what it shows. */
import { formatNumber, type GrowthResult } from '@/clinical';
import { formatAge, formatAgeDays, formatDateBr } from './dates';
import type { ChildValues } from './child';

export interface OverviewNoteInput {
  child: ChildValues;
  latest: { date: string | null; weightKg?: number; lengthCm?: number; headCm?: number; results: ReadonlyArray<readonly [string, GrowthResult | undefined]> } | null;
  vaccines: ReadonlyArray<{ status: string; vaccine: string; dose: string; since: string }> | null;
  milestones: { band: string; items: readonly string[] } | null;
  supplements: ReadonlyArray<{ name: string; text: string }>;
}

export interface NoteDraft { title: string; content: string; tags: string[] }

export function overviewNote({ child, latest, vaccines, milestones, supplements }: OverviewNoteInput): NoteDraft {
  const who = child.sex === 'F' ? 'Menina' : child.sex === 'M' ? 'Menino' : 'Criança';
  const lines: string[] = [];
  const born = child.birthDate ? `${child.sex === 'F' ? 'nascida' : 'nascido'} em ${formatDateBr(child.birthDate)}` : 'data de nascimento não informada';
  lines.push(`${who}, ${born}. Avaliação em ${formatDateBr(child.onDate)}.`);
  if (child.birthDate && child.ageDays !== null) {
    lines.push(`Idade: ${formatAge(child.birthDate, child.onDate)}${child.corrected?.correctedDays != null ? `; idade corrigida: ${formatAgeDays(Math.max(0, child.corrected.correctedDays))}` : ''}.`);
  }
  if (child.gaWeeks !== undefined) lines.push(`Idade gestacional ao nascer: ${child.gaWeeks} semanas e ${child.gaDays ?? 0} dias.`);
  if (child.birthWeightG !== undefined) lines.push(`Peso ao nascer: ${formatNumber(child.birthWeightG)} g.`);

  lines.push('', '## Crescimento (OMS; classificação SISVAN)');
  if (latest) {
    const m = [latest.weightKg !== undefined ? `${formatNumber(latest.weightKg)} kg` : null, latest.lengthCm !== undefined ? `${formatNumber(latest.lengthCm)} cm` : null, latest.headCm !== undefined ? `PC ${formatNumber(latest.headCm)} cm` : null].filter(Boolean).join(' · ');
    lines.push(`Última medida${latest.date ? ` (${formatDateBr(latest.date)})` : ''}: ${m || '—'}`);
    for (const [title, r] of latest.results) if (r) lines.push(`- ${title}: z ${formatNumber(r.z)} · P${formatNumber(r.percentile)} · ${r.label}${r.implausible ? ' (valor improvável)' : ''}`);
  } else lines.push('Sem medidas avaliadas.');

  lines.push('', '## Vacinas (PNI 2025; doses marcadas como aplicadas na sessão)');
  if (!vaccines) lines.push('Calendário não avaliado (sem data de nascimento).');
  else if (vaccines.length === 0) lines.push('Nenhuma dose devida ou atrasada.');
  else for (const v of vaccines) lines.push(`- ${v.status}: ${v.vaccine} — ${v.dose} (desde ${formatDateBr(v.since)})`);

  lines.push('', `## Marcos do desenvolvimento (Caderneta da Criança)${milestones ? ` — ${milestones.band}` : ''}`);
  if (milestones) for (const m of milestones.items) lines.push(`- ${m}`);
  else lines.push('Faixa não avaliada.');

  lines.push('', '## Suplementação (SBP; Ministério da Saúde)');
  if (supplements.length === 0) lines.push('Não avaliada (sem data de nascimento).');
  for (const s of supplements) lines.push(`- ${s.name}: ${s.text}`);

  lines.push('', 'Resumo gerado pelo PedBook a partir dos dados informados; confira antes de usar.');
  return { title: `Puericultura: ${who.toLowerCase()}${child.birthDate ? ` nasc. ${formatDateBr(child.birthDate)}` : ''} — ${formatDateBr(child.onDate)}`, content: lines.join('\n'), tags: ['puericultura'] };
}
