/** What a study page shows while its session loads, fails or does not exist (or is not the
 * user's): the pages themselves render only a loaded session. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import type { SessionBundle } from '../api/study-api';
import { pathTo } from '@/config/paths';

export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function SessionGate({ query, loading, children }: { query: UseQueryResult<SessionBundle | null>; loading: string; children: (bundle: SessionBundle) => ReactNode }) {
  if (query.isPending) return <p className="px-4 py-8 text-sm text-muted-foreground">{loading}</p>;
  if (query.isError) {
    return (
      <div role="alert" className="mx-auto max-w-2xl px-4 py-8 text-sm text-destructive">
        {errorText(query.error)} <button type="button" className="underline" onClick={() => void query.refetch()}>Tentar novamente</button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <section className="mx-auto max-w-2xl space-y-4 px-4 py-8">
        <h1 className="text-xl font-bold">Sessão não encontrada</h1>
        <p className="text-sm text-muted-foreground">Esta sessão não existe ou não é sua.</p>
        <Link to={pathTo('/questions')} className={buttonVariants({ variant: 'outline' })}>Minhas sessões</Link>
      </section>
    );
  }
  return <>{children(query.data)}</>;
}
