/** Rows from the backend checked at the boundary with zod, instead of `as` casts: a response that
 * does not have the shape the screen needs becomes an ApiError (code PB_BAD_RESPONSE) naming the
 * table and the first wrong field. Backend answers are read through lib/read-response.ts, which
 * calls this; offline copies and streamed events call it directly. zod is only a type here: it is
 * big, so the modules that build schemas (and import zod) stay off the start-up path (the budget
 * test, e2e/budget.spec.ts, would see it on '/'). */
import type { z } from 'zod';
import { ApiError } from './api-error';

export function parseRows<S extends z.ZodType>(schema: S, data: unknown, source: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : '(raiz)';
  throw new ApiError({ message: `resposta inesperada de ${source}: ${where}: ${issue?.message ?? 'inválida'}`, code: 'PB_BAD_RESPONSE' });
}
