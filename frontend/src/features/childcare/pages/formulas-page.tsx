import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { formulasQuery } from '../api/childcare';
import { ChildcarePage, SourceLine } from '../components/childcare-page';

/** /puericultura/formulas: categories and products from the seeds with their indication, age range and
 * source. Volumes per feed and per day are shown only for a product whose preparation rule is
 * registered; the seeded products have none yet, and the page says so instead of guessing. */
export function FormulasPage() {
  const q = useQuery(formulasQuery());
  return (
    <ChildcarePage path="/puericultura/formulas" sources={<SourceLine source="ANVISA, RDC nº 43, 44 e 45 de 2011 (categorias); Consenso Brasileiro sobre Alergia Alimentar 2018 (SBP/ASBAI). Fonte de cada produto no cartão." verification="K" />}>
      <p className="rounded-lg border border-border bg-muted/40 p-3 text-sm">O aleitamento materno é a primeira escolha; fórmulas quando ele não é possível ou por indicação clínica.</p>
      {q.isPending ? <Spinner label="Carregando as fórmulas…" /> : q.isError ? (
        <p role="alert" className="text-destructive">Não foi possível carregar as fórmulas. Tente novamente.</p>
      ) : (
        q.data.categories.map((c) => {
          const items = q.data.formulas.filter((f) => f.category_id === c.id);
          return (
            <section key={c.id} aria-label={c.name} className="space-y-2">
              <h2 className="text-lg font-semibold">{c.name}</h2>
              {c.description ? <p className="text-sm text-muted-foreground">{c.description}</p> : null}
              {items.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum produto nesta categoria.</p> : (
                <ul className="grid gap-3 md:grid-cols-2">
                  {items.map((f) => (
                    <li key={f.id} className="space-y-1 rounded-lg border border-border p-3 text-sm" data-testid="formula">
                      <h3 className="font-semibold">{f.name}{f.brand ? ` — ${f.brand}` : ''}</h3>
                      {f.age_range ? <p>Faixa etária: {f.age_range}</p> : null}
                      {f.description ? <p>Indicação: {f.description}</p> : null}
                      {f.characteristics ? <p>{f.characteristics}</p> : null}
                      {f.preparation ? <p>Preparo: {f.preparation}</p> : null}
                      <p className="text-muted-foreground">Volume por mamada e por dia: sem regra de preparo cadastrada para este produto — siga o rótulo do fabricante.</p>
                      {f.source ? <p className="text-xs">Fonte: {f.source}</p> : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
    </ChildcarePage>
  );
}
