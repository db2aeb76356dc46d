// Lint fixture (eslint-rules/boundaries.test.js): a.ts ↔ b.ts is an import cycle. Ignored by the
// project's lint run; the test lints it with ignores off.
import { b } from './b';

export const a = (): number => b() + 1;
