/** The TUSS browser: chapters → groups → procedures (under their subgroups) → one procedure. */
import { Link, useParams, useSearchParams } from 'react-router';
import { pathTo } from '@/config/paths';
import { useTussCapitulo, useTussCapitulos, useTussGrupo, useTussProcedure, useTussSearch, type TussProcedureListItem } from '../api/tuss';
import { BrowserPage, ChildList, CopyCodeButton, Field, NotFound, Pager, QueryState, plural, type Crumb } from '../components/browser-ui';
import { SearchBox } from '../components/search-box';
import { formatTussCode, pageOf } from '../lib/codes';

const ROOT: Crumb[] = [
  { label: 'Códigos', to: pathTo('/codigos') },
  { label: 'TUSS', to: pathTo('/codigos/tuss') },
];
const capPath = (capitulo: string) => pathTo('/codigos/tuss/cap/:capitulo', { capitulo });
const grupoPath = (capitulo: string, grupo: string) => pathTo('/codigos/tuss/cap/:capitulo/grupo/:grupo', { capitulo, grupo });
const codePath = (codigo: string) => pathTo('/codigos/tuss/code/:codigo', { codigo });

const DATED = 'Versão 2018 da TUSS (ANS Tabela 22): desatualizada — confira a versão vigente no site da ANS antes de faturar.';

const procItems = (rows: TussProcedureListItem[]) =>
  rows.map((p) => ({ key: p.code, to: codePath(p.code), code: formatTussCode(p.code), name: p.description }));

function TussSearchResults({ q }: { q: string }) {
  const search = useTussSearch(q);
  return (
    <QueryState isPending={search.isPending} error={search.error}>
      <h2 className="text-lg font-semibold">Resultados para “{q}”</h2>
      <ChildList label="Resultados da busca" items={procItems(search.data ?? [])} />
    </QueryState>
  );
}

export function TussHomePage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const caps = useTussCapitulos();
  return (
    <BrowserPage crumbs={ROOT} title="TUSS" subtitle={DATED}>
      <SearchBox label="Buscar na TUSS" placeholder="Código (1.01.01.01-2) ou nome do procedimento" />
      {q ? (
        <TussSearchResults q={q} />
      ) : (
        <QueryState isPending={caps.isPending} error={caps.error}>
          <h2 className="text-lg font-semibold">Capítulos</h2>
          <ChildList
            label="Capítulos"
            items={(caps.data ?? []).map((c) => ({ key: c.code, to: capPath(c.code), code: `Cap. ${c.code}`, name: c.name, count: plural(c.children, 'grupo', 'grupos') }))}
          />
        </QueryState>
      )}
    </BrowserPage>
  );
}

export function TussCapituloPage() {
  const { capitulo = '' } = useParams();
  const q = useTussCapitulo(capitulo);
  const c = q.data?.capitulo;
  return (
    <BrowserPage crumbs={[...ROOT, { label: `Capítulo ${capitulo}` }]} title={c ? `Capítulo ${c.code} — ${c.name}` : `Capítulo ${capitulo}`}>
      <QueryState isPending={q.isPending} error={q.error}>
        {c ? (
          <ChildList
            label="Grupos"
            items={(q.data?.grupos ?? []).map((g) => ({
              key: g.full_code,
              to: grupoPath(capitulo, g.code),
              code: g.full_code,
              name: g.name ?? '—',
              count: plural(g.children, 'subgrupo', 'subgrupos'),
            }))}
          />
        ) : (
          <NotFound message="Capítulo não encontrado." />
        )}
      </QueryState>
    </BrowserPage>
  );
}

export function TussGrupoPage() {
  const { capitulo = '', grupo = '' } = useParams();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const q = useTussGrupo(capitulo, grupo, page);
  const g = q.data?.grupo;
  const rows = q.data?.page.rows ?? [];
  const sections: Array<{ key: string; name: string; rows: TussProcedureListItem[] }> = [];
  for (const r of rows) {
    const key = r.subgrupo?.full_code ?? '';
    if (sections.at(-1)?.key !== key) sections.push({ key, name: r.subgrupo?.name ?? '', rows: [] });
    sections.at(-1)!.rows.push(r);
  }
  return (
    <BrowserPage
      crumbs={[...ROOT, { label: `Capítulo ${capitulo}`, to: capPath(capitulo) }, { label: `Grupo ${capitulo}.${grupo}` }]}
      title={g ? `${g.full_code} — ${g.name ?? ''}` : `Grupo ${capitulo}.${grupo}`}
      subtitle={q.data ? plural(q.data.page.total, 'procedimento', 'procedimentos') : undefined}
    >
      <QueryState isPending={q.isPending} error={q.error}>
        {g ? (
          <>
            {sections.map((s) => (
              <section key={s.key} className="space-y-2">
                <h2 className="text-base font-semibold">
                  <span className="font-mono">{s.key}</span> {s.name}
                </h2>
                <ChildList label={`Procedimentos ${s.key}`} items={procItems(s.rows)} />
              </section>
            ))}
            <Pager page={page} total={q.data?.page.total ?? 0} />
          </>
        ) : (
          <NotFound message="Grupo não encontrado." />
        )}
      </QueryState>
    </BrowserPage>
  );
}

export function TussProcedurePage() {
  const { codigo = '' } = useParams();
  const q = useTussProcedure(codigo);
  const p = q.data?.procedure;
  const crumbs: Crumb[] = [
    ...ROOT,
    ...(p
      ? [
          { label: `Capítulo ${p.capitulo_code}`, to: capPath(p.capitulo_code) },
          { label: `Grupo ${p.capitulo_code}.${p.grupo_code}`, to: grupoPath(p.capitulo_code, p.grupo_code) },
        ]
      : []),
    { label: formatTussCode(codigo) },
  ];
  return (
    <BrowserPage crumbs={crumbs} title={p ? p.description : `TUSS ${codigo}`}>
      <QueryState isPending={q.isPending} error={q.error}>
        {p ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="rounded-md bg-muted px-2 py-1 font-mono text-lg font-bold">{formatTussCode(p.code)}</span>
              <CopyCodeButton code={p.code} />
            </div>
            <dl className="grid gap-2 sm:grid-cols-2">
              <Field label="Capítulo">
                <Link className="text-primary hover:underline" to={capPath(p.capitulo_code)}>
                  {p.capitulo_code} — {q.data?.capitulo?.name ?? ''}
                </Link>
              </Field>
              <Field label="Grupo">
                <Link className="text-primary hover:underline" to={grupoPath(p.capitulo_code, p.grupo_code)}>
                  {p.capitulo_code}.{p.grupo_code} — {q.data?.grupo?.name ?? ''}
                </Link>
              </Field>
              <Field label="Subgrupo">
                {p.subgrupo_full_code} — {p.subgrupo?.name ?? '—'}
              </Field>
              <Field label="Versão">{p.version}</Field>
            </dl>
            {p.is_dated ? (
              <p role="note" className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm dark:bg-amber-950/30">
                {DATED}
              </p>
            ) : null}
            {p.source_note ? <p className="text-xs text-muted-foreground">{p.source_note}</p> : null}
          </>
        ) : (
          <NotFound message="Procedimento não encontrado." />
        )}
      </QueryState>
    </BrowserPage>
  );
}
