import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { anamnesisText, SECTIONS, type AnamnesisValues } from '../lib/anamnesis';

/** Kept for this tab only (sessionStorage), like the shared patient: patient data never goes to
 * the server from here. */
const KEY = 'pedbook_anamnese';

function stored(): AnamnesisValues {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as unknown;
    return v && typeof v === 'object' ? (v as AnamnesisValues) : {};
  } catch {
    return {};
  }
}

/** /anamnese: a structured pediatric history that becomes text to paste into the record. */
export function AnamnesisPage() {
  const [values, setValues] = useState<AnamnesisValues>(stored);
  const text = useMemo(() => anamnesisText(values), [values]);
  useEffect(() => {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  }, [values]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Texto copiado');
    } catch {
      toast.error('Não foi possível copiar', { description: 'Selecione o texto abaixo e copie manualmente.' });
    }
  };
  const set = (id: string, v: string) => setValues((s) => ({ ...s, [id]: v }));

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Anamnese pediátrica</h1>
      <p className="text-sm text-muted-foreground">Preencha o que se aplica; o texto é montado abaixo para copiar para o prontuário. Os dados ficam só nesta aba do navegador.</p>
      <form className="space-y-6" aria-label="Anamnese" onSubmit={(e) => e.preventDefault()}>
        {SECTIONS.map((s) => (
          <fieldset key={s.id} className="space-y-2 rounded-lg border border-border p-4">
            <legend className="px-1 font-semibold">{s.title}</legend>
            {s.fields.map((f) => (
              <div key={f.id} className="space-y-1">
                <label htmlFor={`an-${f.id}`} className="text-sm font-medium">{f.label}</label>
                {f.multiline ? (
                  <textarea id={`an-${f.id}`} rows={3} value={values[f.id] ?? ''} placeholder={f.placeholder} onChange={(e) => set(f.id, e.target.value)}
                    className="w-full rounded-md border border-border bg-background p-2 text-sm" />
                ) : (
                  <Input id={`an-${f.id}`} value={values[f.id] ?? ''} placeholder={f.placeholder} onChange={(e) => set(f.id, e.target.value)} autoComplete="off" />
                )}
              </div>
            ))}
          </fieldset>
        ))}
      </form>
      <section aria-label="Texto da anamnese" className="space-y-2">
        <h2 className="font-semibold">Texto para o prontuário</h2>
        <pre className="min-h-24 whitespace-pre-wrap rounded-md border border-border bg-muted p-3 text-sm" data-testid="anamnesis-text">{text || 'Preencha algum campo para gerar o texto.'}</pre>
        <div className="flex gap-2">
          <Button type="button" disabled={!text} onClick={() => void copy()}>Copiar texto</Button>
          <Button type="button" variant="outline" disabled={!text} onClick={() => setValues({})}>Limpar</Button>
        </div>
      </section>
    </section>
  );
}
