import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-store';
import { createNote, deleteNote, listNotes, noteKeys, restoreNote, updateNote, type Note } from '../api/notes-api';
import { putNote, dropNote } from '../lib/notes-cache';
import { NoteEditor } from '../components/note-editor';
import { displayTitle } from '../lib/notes-logic';

const dateFmt = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

function useDebounced(value: string, ms: number): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** /notes (login-protected): the user's private notes — list with search (Portuguese full
 * text), tag filter and pinned notes first; the selected note in the editor. */
export function NotesPage() {
  const userId = useAuthStore((s) => s.user?.id) ?? '';
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('nota');
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 300);
  const [tag, setTag] = useState<string | null>(null);
  const list = useQuery({ queryKey: noteKeys.list(userId, q, tag), queryFn: () => listNotes({ q, tag }), enabled: !!userId, placeholderData: (prev) => prev });
  const [opened, setOpened] = useState<Note | null>(null);

  const select = useCallback(
    (id: string | null) => {
      setParams((p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('nota', id);
        else next.delete('nota');
        return next;
      });
    },
    [setParams],
  );

  // the note in the editor: from the list, or the one just created / opened
  const current = useMemo(() => list.data?.find((n) => n.id === selectedId) ?? (opened?.id === selectedId ? opened : null), [list.data, selectedId, opened]);

  // The lists show what the writes return (lib/write-through): no refetch after a save.
  const onSaved = useCallback(
    (n: Note) => {
      setOpened(n);
      void putNote(queryClient, n);
    },
    [queryClient],
  );

  const create = useMutation({
    mutationFn: () => createNote(userId),
    onSuccess: (n) => {
      setOpened(n);
      select(n.id);
      void putNote(queryClient, n);
    },
    onError: (e) => toast.error('Erro ao criar anotação', { description: errorText(e) }),
  });

  const togglePin = async (n: Note) => {
    try {
      const row = await updateNote(n.id, { is_pinned: !n.is_pinned });
      setOpened(row);
      await putNote(queryClient, row);
    } catch (e) {
      toast.error('Erro ao fixar anotação', { description: errorText(e) });
    }
  };

  const remove = async (n: Note) => {
    try {
      await deleteNote(n.id);
    } catch (e) {
      toast.error('Erro ao excluir anotação', { description: errorText(e) });
      return;
    }
    select(null);
    setOpened(null);
    await dropNote(queryClient, n.id);
    toast.success('Anotação excluída', {
      duration: 10_000,
      action: {
        label: 'Desfazer',
        onClick: () => {
          restoreNote(n).then(
            async (row) => {
              setOpened(row);
              await putNote(queryClient, row);
              select(n.id);
              toast.success('Anotação restaurada');
            },
            (e: unknown) => toast.error('Erro ao restaurar anotação', { description: errorText(e) }),
          );
        },
      },
    });
  };

  const tags = useMemo(() => [...new Set((list.data ?? []).flatMap((n) => n.tags))].sort((a, b) => a.localeCompare(b, 'pt-BR')), [list.data]);

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[20rem_1fr]">
      <div className="space-y-3">
        <div className="flex items-center justify-between">
          <h1 className="text-2xl font-bold">Anotações</h1>
          <Button type="button" disabled={create.isPending || !userId} onClick={() => create.mutate()}>Nova anotação</Button>
        </div>
        <p className="text-xs text-muted-foreground">Só você vê suas anotações.</p>
        <label htmlFor="notes-search" className="sr-only">Buscar nas anotações</label>
        <Input id="notes-search" type="search" placeholder="Buscar nas anotações…" value={search} onChange={(e) => setSearch(e.target.value)} />
        {tags.length > 0 || tag ? (
          <div className="flex flex-wrap gap-1" role="group" aria-label="Filtrar por etiqueta">
            {(tag && !tags.includes(tag) ? [tag, ...tags] : tags).map((t) => (
              <button key={t} type="button" aria-pressed={tag === t} onClick={() => setTag(tag === t ? null : t)}
                className={`rounded-full border px-2 py-0.5 text-xs ${tag === t ? 'border-primary bg-primary text-primary-foreground' : 'border-border'}`}>
                #{t}
              </button>
            ))}
          </div>
        ) : null}
        {list.isPending ? (
          <p className="text-sm text-muted-foreground">Carregando…</p>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">{errorText(list.error)} <button type="button" className="underline" onClick={() => void list.refetch()}>Tentar novamente</button></p>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{q || tag ? 'Nenhuma anotação encontrada.' : 'Você ainda não tem anotações.'}</p>
        ) : (
          <ul className="space-y-1" aria-label="Suas anotações">
            {list.data.map((n) => (
              <li key={n.id}>
                <button type="button" onClick={() => select(n.id)} aria-current={n.id === selectedId ? 'true' : undefined}
                  className={`w-full rounded-md border p-2 text-left hover:bg-muted ${n.id === selectedId ? 'border-primary' : 'border-border'}`}>
                  <span className="block font-medium">{n.is_pinned ? <span aria-label="Fixada" title="Fixada">📌 </span> : null}{displayTitle(n.title, n.content)}</span>
                  <span className="block text-xs text-muted-foreground">{dateFmt.format(new Date(n.updated_at))}{n.tags.length ? ` · ${n.tags.map((t) => `#${t}`).join(' ')}` : ''}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        {current ? (
          <NoteEditor key={current.id} note={current} onSaved={onSaved} onDelete={(n) => void remove(n)} onTogglePin={(n) => void togglePin(n)} />
        ) : selectedId && list.isSuccess && !q && !tag ? (
          <p className="text-sm text-muted-foreground">Anotação não encontrada. Ela pode ter sido excluída.</p>
        ) : (
          <p className="text-sm text-muted-foreground">Escolha uma anotação ou crie uma nova.</p>
        )}
      </div>
    </section>
  );
}
