/** The SUS (SIGTAP) browser: groups → subgroups → forms of organisation → procedures → one
 * procedure (ages, values, financing, linked CIDs). */
import { Link, useParams, useSearchParams } from 'react-router';
import { pathTo, paths } from '@/config/paths';
import { useSusFinancing, useSusGrupo, useSusGrupos, useSusLinkedCids, useSusProcedure, useSusProcedures, useSusSearch, useSusSubgrupo } from '../api/sus';
import { BrowserPage, ChildList, CopyCodeButton, Field, NotFound, Pager, QueryState, plural, type Crumb } from '../components/browser-ui';
import { SearchBox } from '../components/search-box';
import { formatAgeRange, formatBrl, formatSusCode, pageOf } from '../lib/codes';

const ROOT: Crumb[] = [
  { label: 'Códigos', to: pathTo('/codigos') },
  { label: 'SUS', to: pathTo('/codigos/sus') },
];
const grupoPath = (grupo: string) => pathTo('/codigos/sus/grupo/:grupo', { grupo });
const subgrupoPath = (grupo: string, subgrupo: string) => pathTo('/codigos/sus/grupo/:grupo/subgrupo/:subgrupo', { grupo, subgrupo });
const formaPath = (grupo: string, subgrupo: string, forma: string) =>
  pathTo('/codigos/sus/grupo/:grupo/subgrupo/:subgrupo/forma/:forma', { grupo, subgrupo, forma });
const procedurePath = (codigo: string) => pathTo('/codigos/sus/code/:codigo', { codigo });

function SusSearchResults({ q }: { q: string }) {
  const search = useSusSearch(q);
  return (
    <QueryState isPending={search.isPending} error={search.error}>
      <h2 className="text-lg font-semibold">Resultados para “{q}”</h2>
      <ChildList
        label="Resultados da busca"
        items={(search.data ?? []).map((p) => ({ key: p.code, to: procedurePath(p.code), code: formatSusCode(p.code), name: p.name }))}
      />
    </QueryState>
  );
}

export function SusHomePage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const grupos = useSusGrupos();
  return (
    <BrowserPage crumbs={ROOT} title="SUS (SIGTAP)" subtitle="Tabela de Procedimentos, Medicamentos e OPM do SUS — competência 12/2020 (DATASUS).">
      <SearchBox label="Buscar na tabela SUS" placeholder="Código (03.01.01.007-2) ou nome do procedimento" />
      {q ? (
        <SusSearchResults q={q} />
      ) : (
        <QueryState isPending={grupos.isPending} error={grupos.error}>
          <h2 className="text-lg font-semibold">Grupos</h2>
          <ChildList
            label="Grupos"
            items={(grupos.data ?? []).map((g) => ({ key: g.code, to: grupoPath(g.code), code: g.code, name: g.name, count: plural(g.children, 'subgrupo', 'subgrupos') }))}
          />
        </QueryState>
      )}
    </BrowserPage>
  );
}

export function SusGrupoPage() {
  const { grupo = '' } = useParams();
  const q = useSusGrupo(grupo);
  const g = q.data?.grupo;
  return (
    <BrowserPage crumbs={[...ROOT, { label: `Grupo ${grupo}` }]} title={g ? `${g.code} — ${g.name}` : `Grupo ${grupo}`}>
      <QueryState isPending={q.isPending} error={q.error}>
        {g ? (
          <ChildList
            label="Subgrupos"
            items={(q.data?.subgrupos ?? []).map((s) => ({
              key: s.full_code,
              to: subgrupoPath(grupo, s.code),
              code: s.full_code,
              name: s.name,
              count: plural(s.formas, 'forma de organização', 'formas de organização'),
            }))}
          />
        ) : (
          <NotFound message="Grupo não encontrado." />
        )}
      </QueryState>
    </BrowserPage>
  );
}

export function SusSubgrupoPage() {
  const { grupo = '', subgrupo = '' } = useParams();
  const q = useSusSubgrupo(grupo, subgrupo);
  const s = q.data?.subgrupo;
  return (
    <BrowserPage
      crumbs={[...ROOT, { label: `Grupo ${grupo}`, to: grupoPath(grupo) }, { label: `Subgrupo ${grupo}${subgrupo}` }]}
      title={s ? `${s.full_code} — ${s.name}` : `Subgrupo ${grupo}${subgrupo}`}
      subtitle={q.data?.grupo ? `Grupo ${q.data.grupo.code} — ${q.data.grupo.name}` : undefined}
    >
      <QueryState isPending={q.isPending} error={q.error}>
        {s ? (
          <ChildList
            label="Formas de organização"
            items={(q.data?.formas ?? []).map((f) => ({
              key: f.full_code,
              to: formaPath(grupo, subgrupo, f.code),
              code: f.full_code,
              name: f.name,
              count: plural(f.procedures, 'procedimento', 'procedimentos'),
            }))}
          />
        ) : (
          <NotFound message="Subgrupo não encontrado." />
        )}
      </QueryState>
    </BrowserPage>
  );
}

export function SusFormaPage() {
  const { grupo = '', subgrupo = '', forma = '' } = useParams();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const q = useSusProcedures(grupo, subgrupo, forma, page);
  const f = q.data?.forma;
  return (
    <BrowserPage
      crumbs={[
        ...ROOT,
        { label: `Grupo ${grupo}`, to: grupoPath(grupo) },
        { label: `Subgrupo ${grupo}${subgrupo}`, to: subgrupoPath(grupo, subgrupo) },
        { label: `Forma ${grupo}${subgrupo}${forma}` },
      ]}
      title={f ? `${f.full_code} — ${f.name}` : `Forma de organização ${grupo}${subgrupo}${forma}`}
    >
      <QueryState isPending={q.isPending} error={q.error}>
        {f ? (
          <>
            <ChildList
              label="Procedimentos"
              items={(q.data?.page.rows ?? []).map((p) => ({ key: p.code, to: procedurePath(p.code), code: formatSusCode(p.code), name: p.name, count: p.complexity_name ?? undefined }))}
            />
            <Pager page={page} total={q.data?.page.total ?? 0} />
          </>
        ) : (
          <NotFound message="Forma de organização não encontrada." />
        )}
      </QueryState>
    </BrowserPage>
  );
}

const SEX: Record<string, string> = { I: 'Ambos', N: 'Não se aplica', M: 'Masculino', F: 'Feminino' };

function LinkedCids({ code }: { code: string }) {
  const [params] = useSearchParams();
  const page = pageOf(params);
  const cids = useSusLinkedCids(code, page);
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">CIDs vinculados{cids.data ? ` (${cids.data.total.toLocaleString('pt-BR')})` : ''}</h2>
      <QueryState isPending={cids.isPending} error={cids.error}>
        <ChildList
          label="CIDs vinculados"
          items={(cids.data?.rows ?? []).map((c) => ({
            key: c.cid_code,
            to: paths.cid10Code(c.cid?.code ?? c.cid_code),
            code: c.cid?.code ?? c.cid_code,
            name: c.cid?.name ?? '',
            count: c.is_principal ? 'principal' : 'secundário',
          }))}
        />
        <Pager page={page} total={cids.data?.total ?? 0} />
      </QueryState>
    </section>
  );
}

export function SusProcedurePage() {
  const { codigo = '' } = useParams();
  const q = useSusProcedure(codigo);
  const financing = useSusFinancing();
  const d = q.data;
  const p = d?.procedure;
  const crumbs: Crumb[] = [
    ...ROOT,
    ...(p
      ? [
          { label: `Grupo ${p.grupo_code}`, to: grupoPath(p.grupo_code) },
          { label: `Subgrupo ${p.grupo_code}${p.subgrupo_code}`, to: subgrupoPath(p.grupo_code, p.subgrupo_code) },
          { label: `Forma ${p.grupo_code}${p.subgrupo_code}${p.forma_code}`, to: formaPath(p.grupo_code, p.subgrupo_code, p.forma_code) },
        ]
      : []),
    { label: formatSusCode(codigo) },
  ];
  const fin = financing.data?.find((f) => f.code === p?.financing_code);
  return (
    <BrowserPage crumbs={crumbs} title={p ? p.name : `Procedimento ${formatSusCode(codigo)}`}>
      <QueryState isPending={q.isPending} error={q.error}>
        {p ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="rounded-md bg-muted px-2 py-1 font-mono text-lg font-bold">{formatSusCode(p.code)}</span>
              <CopyCodeButton code={p.code} />
            </div>
            <dl className="grid gap-2 sm:grid-cols-2">
              <Field label="Forma de organização">
                {d.forma ? (
                  <Link className="text-primary hover:underline" to={formaPath(p.grupo_code, p.subgrupo_code, p.forma_code)}>
                    {d.forma.full_code} — {d.forma.name}
                  </Link>
                ) : (
                  `${p.grupo_code}${p.subgrupo_code}${p.forma_code}`
                )}
              </Field>
              <Field label="Complexidade">{p.complexity_name ?? '—'}</Field>
              <Field label="Idade">
                {p.min_age_months !== null && p.max_age_months !== null
                  ? formatAgeRange(p.min_age_months, p.max_age_months)
                  : 'Sem restrição informada'}
              </Field>
              <Field label="Sexo">{p.sex ? SEX[p.sex] : '—'}</Field>
              <Field label="Financiamento">{fin ? `${fin.code} — ${fin.name}` : (p.financing_code ?? '—')}</Field>
              <Field label="Valores">
                SH {formatBrl(p.value_sh)} · SA {formatBrl(p.value_sa)} · SP {formatBrl(p.value_sp)}
                <br />
                <strong>Total {formatBrl(p.value_total)}</strong>
              </Field>
              {p.max_executions ? <Field label="Quantidade máxima">{p.max_executions}</Field> : null}
              {p.days_of_stay ? <Field label="Média de permanência">{plural(p.days_of_stay, 'dia', 'dias')}</Field> : null}
            </dl>
            <p className="text-xs text-muted-foreground">Fonte: SIGTAP/DATASUS, competência {p.competence.slice(5, 7)}/{p.competence.slice(0, 4)}.</p>
            <LinkedCids code={p.code} />
          </>
        ) : (
          <NotFound message="Procedimento não encontrado." />
        )}
      </QueryState>
    </BrowserPage>
  );
}
