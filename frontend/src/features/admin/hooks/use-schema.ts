import { useQuery } from '@tanstack/react-query';
import { adminKeys, fetchSchema } from '../api/table-api';

/** The schema document, read once per admin session (it changes only with a migration). */
export function useSchema() {
  return useQuery({ queryKey: adminKeys.schema(), queryFn: fetchSchema, staleTime: 10 * 60_000 });
}
