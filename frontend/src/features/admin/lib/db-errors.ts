/** Database and gateway errors in Portuguese, attached to the field they concern when the error
 * names a column (unique, not-null, foreign-key and per-column check violations), otherwise
 * shown at the top of the form. Messages our own triggers raise are already Portuguese and are
 * shown as they are. */
import type { BackendErrorLike } from '@/lib/api-error';

export interface FriendlyError {
  field: string | null;
  message: string;
}

const ENGLISH_PG = /row-level security|permission denied|violates|invalid input|out of range|too long|does not exist|could not|syntax|JWT|failed to fetch|NetworkError|Load failed/i;

export function friendlyDbError(error: BackendErrorLike | null | undefined, columns: readonly string[] = []): FriendlyError {
  const code = error?.code ?? '';
  const message = error?.message ?? '';
  const details = error?.details ?? '';
  const keyColumn = /Key \(([^)]+)\)=/.exec(details)?.[1] ?? null;
  const inColumn = /column "([^"]+)"/.exec(message)?.[1] ?? null;
  const known = (c: string | null) => (c && columns.includes(c) ? c : null);
  const constraint = /constraint "([^"]+)"/.exec(message)?.[1] ?? '';
  // Under RLS PostgreSQL leaves out "Key (col)=(…)": the default constraint names
  // (<table>_<column>_key / _fkey / _check) still say which column it was.
  const byConstraint = (suffix: string) =>
    [...columns].sort((a, b) => b.length - a.length).find((c) => constraint.endsWith(`_${c}_${suffix}`)) ?? null;

  switch (code) {
    case '23505': {
      const col = known(keyColumn) ?? byConstraint('key');
      return { field: col, message: col ? `Já existe um registro com este valor de "${col}".` : 'Já existe um registro com estes valores.' };
    }
    case '23503':
      if (/still referenced/.test(details)) {
        const table = /from table "([^"]+)"/.exec(details)?.[1];
        return { field: null, message: `Este registro ainda é usado por outros${table ? ` (${table})` : ''}; altere ou exclua-os antes.` };
      }
      return { field: known(keyColumn) ?? byConstraint('fkey'), message: 'O registro relacionado escolhido não existe (foi excluído?).' };
    case '23502':
      return { field: known(inColumn), message: inColumn ? `O campo "${inColumn}" é obrigatório.` : 'Um campo obrigatório ficou vazio.' };
    case '23514': {
      const col = byConstraint('check');
      return {
        field: col,
        message: col ? `Valor não permitido para "${col}" (regra ${constraint}).` : `Os valores violam a regra "${constraint}" do banco de dados (por exemplo, início maior que fim).`,
      };
    }
    case '22P02':
    case '22007':
    case '22008':
      return { field: null, message: 'Um valor tem formato inválido para o tipo do campo.' };
    case '22003':
      return { field: null, message: 'Um número está fora do intervalo permitido.' };
    case '22001':
      return { field: null, message: 'Um texto é mais longo do que o campo permite.' };
    case '23P01':
      return { field: null, message: 'Os valores conflitam com outro registro.' };
    case 'PGRST204':
      return { field: null, message: 'O formulário enviou um campo que a tabela não tem (a estrutura mudou?). Recarregue a página.' };
    case 'PGRST301':
    case 'PGRST303':
      return { field: null, message: 'Sua sessão expirou. Entre novamente; o formulário continua preenchido.' };
  }
  if (code === '42501' || /row-level security|permission denied/i.test(message)) {
    if (message && !ENGLISH_PG.test(message)) return { field: null, message };
    return { field: null, message: 'Você não tem permissão para esta operação (apenas administradores).' };
  }
  if (/failed to fetch|NetworkError|Load failed|aborted|timeout/i.test(message)) {
    return { field: null, message: 'Sem conexão com o servidor. Nada foi perdido: tente salvar de novo.' };
  }
  if (message && !ENGLISH_PG.test(message)) return { field: null, message };
  return { field: null, message: `O banco de dados recusou a operação${code ? ` (código ${code})` : ''}. Revise os valores e tente de novo.` };
}
