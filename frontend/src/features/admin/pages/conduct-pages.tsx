/** /admin/condutas-e-manejos (+ criar, editar/:topicId): categories and topics of the conducts,
 * and per topic its texts (summaries shown on the public conduct page) written in Markdown
 * with a live preview. */
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { pathTo } from '@/config/paths';
import { fetchRowById } from '../api/table-api';
import { AdminPage } from '../components/admin-page';
import { RowForm } from '../components/row-form';
import { TableEditor } from '../components/table-editor';
import { useSchema } from '../hooks/use-schema';
import type { EditorConfig } from '../lib/editor-config';

const editHref = (id: string) => pathTo('/admin/condutas-e-manejos/editar/:topicId', { topicId: id });

const topics: EditorConfig = {
  table: 'pedbook_conducts_topics',
  noun: 'tópico',
  listColumns: ['name', 'category_id', 'parent_id', 'display_order'],
  searchColumns: ['name', 'slug'],
  filterColumns: ['category_id'],
  slug: { column: 'slug', from: 'name' },
  rowLink: { label: 'Conteúdo', href: (r) => editHref(String(r.id)) },
  noCreate: true,
};

const categories: EditorConfig = {
  table: 'pedbook_conducts_categories',
  noun: 'categoria',
  listColumns: ['name', 'slug', 'display_order'],
  searchColumns: ['name'],
  slug: { column: 'slug', from: 'name' },
  images: ['image_url'],
  defaultSort: { column: 'display_order', ascending: true },
};

export function ConductsAdminPage() {
  return (
    <AdminPage title="Condutas e Manejos" intro="Categorias e tópicos das condutas; o conteúdo de cada tópico (resumos em Markdown) é editado em Conteúdo.">
      <p>
        <Link className="text-primary underline" to={pathTo('/admin/condutas-e-manejos/criar')}>
          Nova conduta
        </Link>
      </p>
      <h2 className="text-lg font-semibold">Tópicos</h2>
      <TableEditor config={topics} />
      <h2 className="text-lg font-semibold">Categorias</h2>
      <TableEditor config={categories} />
    </AdminPage>
  );
}

export function ConductCreatePage() {
  const schema = useSchema();
  const navigate = useNavigate();
  const meta = schema.data?.get(topics.table);
  return (
    <AdminPage title="Nova Conduta" intro="Crie o tópico; em seguida escreva o conteúdo em Markdown.">
      {schema.isPending ? <Spinner /> : null}
      {schema.data && meta ? (
        <RowForm config={topics} meta={meta} schema={schema.data} row={null} onCancel={() => void navigate(pathTo('/admin/condutas-e-manejos'))} onDone={(row) => void navigate(editHref(String(row.id)))} />
      ) : null}
    </AdminPage>
  );
}

export function ConductEditPage() {
  const { topicId = '' } = useParams();
  const schema = useSchema();
  const navigate = useNavigate();
  const topic = useQuery({
    queryKey: ['admin', 'rows', topics.table, 'one', topicId],
    queryFn: () => fetchRowById(topics.table, topicId),
  });
  const meta = schema.data?.get(topics.table);
  const summaries: EditorConfig = {
    table: 'pedbook_conducts_summaries',
    noun: 'texto',
    listColumns: ['title', 'slug', 'published', 'updated_at'],
    searchColumns: ['title'],
    slug: { column: 'slug', from: 'title' },
    markdown: ['content'],
    fixed: { topic_id: topicId },
  };
  return (
    <AdminPage title="Editar Conduta" intro="Dados do tópico e os textos (Markdown, com pré-visualização) que a página pública da conduta mostra.">
      {topic.isPending || schema.isPending ? <Spinner /> : null}
      {topic.isError ? <p role="alert" className="text-destructive">Não foi possível carregar o tópico: {topic.error.message}</p> : null}
      {topic.isSuccess && !topic.data ? <p role="alert">Tópico não encontrado (foi excluído?).</p> : null}
      {topic.data && meta && schema.data ? (
        <>
          <RowForm key={String(topic.data.updated_at)} config={topics} meta={meta} schema={schema.data} row={topic.data} onCancel={() => void navigate(pathTo('/admin/condutas-e-manejos'))} onDone={() => undefined /* the form set this page's row from the save (lib/admin-cache) */} />
          <h2 className="text-lg font-semibold">Textos do tópico</h2>
          <TableEditor config={summaries} />
        </>
      ) : null}
    </AdminPage>
  );
}
