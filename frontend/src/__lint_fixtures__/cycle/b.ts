// Lint fixture (eslint-rules/boundaries.test.js): b.ts imports a.ts back.
import { a } from './a';

export const b = (): number => (Math.random() > 2 ? a() : 0);
