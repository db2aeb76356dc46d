import { clsx, type ClassValue } from 'clsx';

/** Joins class names. Components never pass conflicting utilities (variants are explicit
 * props), so no merge step is needed in the start-up bundle. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
