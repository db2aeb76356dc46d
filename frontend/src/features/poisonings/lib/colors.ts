import { POISONING_TYPE_COLORS, type PoisoningType } from '@/clinical';

/** Tailwind classes of each type's colour (the package names the palette: amber, sky). */
const PALETTE: Record<string, string> = {
  amber: 'border-l-amber-500 bg-amber-50 dark:bg-amber-950/40',
  sky: 'border-l-sky-500 bg-sky-50 dark:bg-sky-950/40',
};
const BADGE: Record<string, string> = {
  amber: 'border-amber-500 text-amber-800 dark:text-amber-200',
  sky: 'border-sky-500 text-sky-800 dark:text-sky-200',
};

export const typeCardClass = (t: PoisoningType) => PALETTE[POISONING_TYPE_COLORS[t]] ?? '';
export const typeBadgeClass = (t: PoisoningType) => BADGE[POISONING_TYPE_COLORS[t]] ?? '';
