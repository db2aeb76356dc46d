/** The CID-10 browser: chapters → a chapter's categories → a category's subcategories → a code. */
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { pathTo, paths } from '@/config/paths';
import { useCidById, useCidCategories, useCidChapters, useCidCode, useCidSearch, useCidSubcategories, type CidListItem } from '../api/cid';
import { BrowserPage, ChildList, CopyCodeButton, Field, NotFound, Pager, QueryState, plural, type Crumb } from '../components/browser-ui';
import { CidMarks, NEEDS_OFFICIAL_NOTE } from '../components/cid-marks';
import { SearchBox } from '../components/search-box';
import { cidChapterCode, cidChapterNumber, pageOf } from '../lib/codes';

const ROOT: Crumb[] = [
  { label: 'Códigos', to: pathTo('/codigos') },
  { label: 'CID-10', to: pathTo('/codigos/cid-10') },
];

const chapterPath = (n: number) => pathTo('/codigos/cid-10/cap/:capitulo', { capitulo: cidChapterCode(n) });
const categoryPath = (n: number, category: string) =>
  pathTo('/codigos/cid-10/cap/:capitulo/cat/:categoria', { capitulo: cidChapterCode(n), categoria: category });

function CidSearchResults({ q }: { q: string }) {
  const search = useCidSearch(q);
  return (
    <QueryState isPending={search.isPending} error={search.error}>
      <h2 className="text-lg font-semibold">Resultados para “{q}”</h2>
      <ChildList
        label="Resultados da busca"
        items={(search.data ?? []).map((h) => ({ key: h.id, to: paths.cid10Code(h.code), code: h.code, name: h.name }))}
      />
    </QueryState>
  );
}

/** ?category={id} (old links): the code's page. */
function CategoryRedirect({ id }: { id: string }) {
  const row = useCidById(id);
  if (row.data) return <Navigate to={paths.cid10Code(row.data.code)} replace />;
  return (
    <QueryState isPending={row.isPending} error={row.error}>
      <NotFound message="Código não encontrado." />
    </QueryState>
  );
}

export function CidHomePage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const category = params.get('category');
  const chapters = useCidChapters();
  return (
    <BrowserPage crumbs={ROOT} title="CID-10" subtitle="Classificação Internacional de Doenças, 10ª revisão (DATASUS 2008, com as atualizações U07 e A97).">
      <SearchBox label="Buscar na CID-10" placeholder="Código (J45.0, j450) ou nome da doença" />
      {category ? (
        <CategoryRedirect id={category} />
      ) : q ? (
        <CidSearchResults q={q} />
      ) : (
        <QueryState isPending={chapters.isPending} error={chapters.error}>
          <h2 className="text-lg font-semibold">Capítulos</h2>
          <ChildList
            label="Capítulos"
            items={(chapters.data ?? []).map((c) => ({
              key: c.code,
              to: chapterPath(c.chapter_number),
              code: `Cap. ${c.code}`,
              name: `${c.name}${c.range_start ? ` (${c.range_start}–${c.range_end})` : ''}`,
              count: plural(c.children, 'agrupamento', 'agrupamentos'),
            }))}
          />
        </QueryState>
      )}
    </BrowserPage>
  );
}

function listItems(rows: CidListItem[], to: (r: CidListItem) => string, childWord: [string, string]) {
  return rows.map((r) => ({
    key: r.code,
    to: to(r),
    code: r.code,
    name: r.name,
    count: r.children > 0 ? plural(r.children, childWord[0], childWord[1]) : undefined,
    marks: <CidMarks row={r} />,
  }));
}

export function CidChapterPage() {
  const { capitulo = '' } = useParams();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const n = cidChapterNumber(capitulo);
  const chapters = useCidChapters();
  const categories = useCidCategories(n, page);
  const chapter = chapters.data?.find((c) => c.chapter_number === n);
  const crumbs = [...ROOT, { label: `Capítulo ${n ? cidChapterCode(n) : capitulo}` }];
  if (n === null)
    return (
      <BrowserPage crumbs={crumbs} title="CID-10 — Capítulo">
        <NotFound message="Capítulo não encontrado." />
      </BrowserPage>
    );
  const rows = categories.data?.rows ?? [];
  // Categories in code order, under their group's heading.
  const groups: Array<{ code: string; name: string; rows: CidListItem[] }> = [];
  for (const r of rows) {
    const g = r.parent?.code ?? '';
    if (groups.at(-1)?.code !== g) groups.push({ code: g, name: r.parent?.name ?? '', rows: [] });
    groups.at(-1)!.rows.push(r);
  }
  return (
    <BrowserPage
      crumbs={crumbs}
      title={chapter ? `Capítulo ${chapter.code} — ${chapter.name}` : `Capítulo ${cidChapterCode(n)}`}
      subtitle={chapter?.range_start ? `${chapter.range_start}–${chapter.range_end} · ${plural(categories.data?.total ?? 0, 'categoria', 'categorias')}` : undefined}
    >
      <QueryState isPending={categories.isPending} error={categories.error}>
        {groups.map((g) => (
          <section key={g.code} className="space-y-2">
            <h2 className="text-base font-semibold">
              <span className="font-mono">{g.code}</span> {g.name}
            </h2>
            <ChildList label={`Categorias ${g.code}`} items={listItems(g.rows, (r) => categoryPath(n, r.code), ['subcategoria', 'subcategorias'])} />
          </section>
        ))}
        {rows.length === 0 ? <NotFound message="Capítulo não encontrado." /> : null}
        <Pager page={page} total={categories.data?.total ?? 0} />
      </QueryState>
    </BrowserPage>
  );
}

export function CidCategoryPage() {
  const { capitulo = '', categoria = '' } = useParams();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const categoryCode = categoria.toUpperCase();
  const category = useCidCode(categoryCode);
  const subs = useCidSubcategories(categoryCode, page);
  const n = category.data?.chapter_number ?? cidChapterNumber(capitulo);
  const crumbs: Crumb[] = [...ROOT, ...(n ? [{ label: `Capítulo ${cidChapterCode(n)}`, to: chapterPath(n) }] : []), { label: categoryCode }];
  const row = category.data;
  return (
    <BrowserPage
      crumbs={crumbs}
      title={row ? `${row.code} — ${row.name}` : categoryCode}
      subtitle={row?.parent ? `${row.parent.code} ${row.parent.name}` : undefined}
    >
      <QueryState isPending={category.isPending || subs.isPending} error={category.error ?? subs.error}>
        {row ? (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <CidMarks row={row} />
              <Link className="text-primary hover:underline" to={paths.cid10Code(row.code)}>
                Ver o código {row.code}
              </Link>
            </p>
            <ChildList
              label="Subcategorias"
              items={listItems(subs.data?.rows ?? [], (r) => paths.cid10Code(r.code), ['', ''])}
            />
            <Pager page={page} total={subs.data?.total ?? 0} />
          </>
        ) : (
          <NotFound message="Categoria não encontrada." />
        )}
      </QueryState>
    </BrowserPage>
  );
}

export function CidCodePage() {
  const { codigo = '' } = useParams();
  const code = useCidCode(codigo);
  const row = code.data;
  const isSub = row?.level === 'subcategory';
  const parentCategory = isSub ? row.parent : null;
  const subs = useCidSubcategories(row?.level === 'category' ? row.code : null, 1);
  const crumbs: Crumb[] = [
    ...ROOT,
    ...(row ? [{ label: `Capítulo ${cidChapterCode(row.chapter_number)}`, to: chapterPath(row.chapter_number) }] : []),
    ...(row && parentCategory ? [{ label: parentCategory.code, to: categoryPath(row.chapter_number, parentCategory.code) }] : []),
    { label: row?.code ?? codigo.toUpperCase() },
  ];
  return (
    <BrowserPage crumbs={crumbs} title={row ? `${row.code} — ${row.name}` : `CID-10 ${codigo.toUpperCase()}`}>
      <QueryState isPending={code.isPending} error={code.error}>
        {row ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="rounded-md bg-muted px-2 py-1 font-mono text-lg font-bold" data-testid="cid-code">
                {row.code}
              </span>
              <CopyCodeButton code={row.code} />
              <CidMarks row={row} />
            </div>
            <dl className="grid gap-2 sm:grid-cols-2">
              <Field label="Descrição">{row.name}</Field>
              <Field label={isSub ? 'Categoria' : 'Agrupamento'}>
                {row.parent ? (
                  isSub ? (
                    <Link className="text-primary hover:underline" to={categoryPath(row.chapter_number, row.parent.code)}>
                      {row.parent.code} — {row.parent.name}
                    </Link>
                  ) : (
                    <Link className="text-primary hover:underline" to={chapterPath(row.chapter_number)}>
                      {row.parent.code} — {row.parent.name}
                    </Link>
                  )
                ) : (
                  '—'
                )}
              </Field>
              <Field label="Restrição de sexo">{row.sex_restriction === 'F' ? 'Somente feminino' : row.sex_restriction === 'M' ? 'Somente masculino' : 'Nenhuma'}</Field>
              <Field label="Classificação">
                {row.classification === '+' ? '† Etiologia (cruz)' : row.classification === '*' ? '* Manifestação (asterisco)' : 'Sem marca †/*'}
              </Field>
              {row.not_underlying_cause_of_death ? <Field label="Causa básica de óbito">Não usar como causa básica de óbito</Field> : null}
              {row.reference_note ? <Field label="Nota">{row.reference_note}</Field> : null}
              {row.excluded_note ? <Field label="Exclui">{row.excluded_note}</Field> : null}
            </dl>
            {row.verification_status === NEEDS_OFFICIAL_NOTE ? (
              <p role="note" className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm dark:bg-amber-950/30">
                <strong>Conferir nota oficial:</strong> código incluído após a CID-10 versão 2008 do DATASUS. {row.added_by_note}
              </p>
            ) : null}
            <p className="text-xs text-muted-foreground">Fonte: {row.source}</p>
            {row.level === 'category' && (subs.data?.rows.length ?? 0) > 0 ? (
              <section className="space-y-2">
                <h2 className="text-lg font-semibold">Subcategorias</h2>
                <ChildList label="Subcategorias" items={(subs.data?.rows ?? []).map((r) => ({ key: r.code, to: paths.cid10Code(r.code), code: r.code, name: r.name, marks: <CidMarks row={r} /> }))} />
              </section>
            ) : null}
          </>
        ) : (
          <NotFound message="Código não encontrado." />
        )}
      </QueryState>
    </BrowserPage>
  );
}
