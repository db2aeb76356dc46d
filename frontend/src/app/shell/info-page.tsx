import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { describePath } from '@/config/path-descriptions';
import { pathTo } from '@/config/paths';

interface InfoPageProps {
  /** The registered pattern the page stands for. */
  path: string;
  title: string;
}

/** Pages of areas delivered by other parts of the product: the real title and a short
 * description of what the page holds. */
export function InfoPage({ path, title }: InfoPageProps) {
  const description = describePath(path, title);
  const params = useParams();
  const detail = Object.values(params).filter(Boolean).at(-1);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <Link to={pathTo('/')} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Início
      </Link>
      <h1 className="mt-3 text-2xl font-bold">{title}</h1>
      {detail ? <p className="mt-1 font-mono text-sm text-muted-foreground">{decodeURIComponent(detail)}</p> : null}
      <p className="mt-2 text-muted-foreground">{description}</p>
    </section>
  );
}
