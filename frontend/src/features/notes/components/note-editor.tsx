import { useCallback, useEffect, useRef, useState } from 'react';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { updateNote, type Note } from '../api/notes-api';
import { noteProblem, parseTags, saveStateLabel, type SaveState } from '../lib/notes-logic';

interface Draft {
  title: string;
  content: string;
  tags: string[];
}

const AUTOSAVE_DELAY_MS = 800;
const RETRY_DELAY_MS = 3_000;
const same = (a: Draft, b: Draft) => a.title === b.title && a.content === b.content && a.tags.join('\u0000') === b.tags.join('\u0000');

interface NoteEditorProps {
  note: Note;
  onSaved: (note: Note) => void;
  onDelete: (note: Note) => void;
  onTogglePin: (note: Note) => void;
}

/** One note: title, tags, Markdown with a preview; every change is saved on its own a moment
 * after typing stops, with the state always visible (and a warning before leaving the page
 * while something is not saved). */
export function NoteEditor({ note, onSaved, onDelete, onTogglePin }: NoteEditorProps) {
  const [title, setTitle] = useState(note.title);
  const [content, setContent] = useState(note.content);
  const [tagsText, setTagsText] = useState(note.tags.join(', '));
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [state, setState] = useState<SaveState>('saved');
  const [problem, setProblem] = useState<string | null>(null);
  const saved = useRef<Draft>({ title: note.title, content: note.content, tags: note.tags });
  const draft = useRef<Draft>(saved.current);
  const saving = useRef(false);
  const gone = useRef(false);
  draft.current = { title, content, tags: parseTags(tagsText) };

  const persist = useCallback(async () => {
    if (gone.current || saving.current) return;
    const d = draft.current;
    const bad = noteProblem(d.title, d.content, d.tags);
    setProblem(bad);
    if (bad) {
      setState('invalid');
      return;
    }
    if (same(d, saved.current)) {
      setState('saved');
      return;
    }
    saving.current = true;
    setState('saving');
    try {
      const row = await updateNote(note.id, d);
      saved.current = { title: row.title, content: row.content, tags: row.tags };
      onSaved(row);
      setState(same(draft.current, saved.current) ? 'saved' : 'dirty');
    } catch {
      setState(gone.current ? 'saved' : 'error');
    } finally {
      saving.current = false;
    }
  }, [note.id, onSaved]);

  // a moment after the last change, save
  useEffect(() => {
    const d = { title, content, tags: parseTags(tagsText) };
    const bad = noteProblem(d.title, d.content, d.tags);
    setProblem(bad);
    if (bad) {
      setState('invalid');
      return undefined;
    }
    if (same(d, saved.current)) {
      // typed back to what is saved
      setState((s) => (s === 'saving' ? s : 'saved'));
      return undefined;
    }
    setState((s) => (s === 'saving' ? s : 'dirty'));
    const t = window.setTimeout(() => void persist(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [title, content, tagsText, persist]);

  // a failed save (connection lost) is tried again
  useEffect(() => {
    if (state !== 'error' && !(state === 'dirty' && !saving.current)) return undefined;
    const t = window.setTimeout(() => void persist(), state === 'error' ? RETRY_DELAY_MS : AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [state, persist]);

  // leaving the note (another note, another page) saves what is pending; leaving the site warns
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (!gone.current && !same(draft.current, saved.current)) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void persist();
    };
  }, [persist]);

  const remove = () => {
    gone.current = true;
    onDelete({ ...note, ...draft.current });
  };

  return (
    <article className="space-y-3" aria-label="Editor de anotação">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className={`text-sm ${state === 'error' || state === 'invalid' ? 'text-destructive' : 'text-muted-foreground'}`} data-testid="save-state">
          {saveStateLabel(state)}
        </p>
        <div className="flex gap-2">
          <Button type="button" size="sm" variant="outline" aria-pressed={note.is_pinned} onClick={() => onTogglePin(note)}>
            {note.is_pinned ? 'Desafixar' : 'Fixar no topo'}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={remove}>Excluir</Button>
        </div>
      </div>
      <label htmlFor="note-title" className="sr-only">Título</label>
      <Input id="note-title" value={title} placeholder="Título" onChange={(e) => setTitle(e.target.value)} className="text-lg font-semibold" />
      <label htmlFor="note-tags" className="text-sm font-medium">Etiquetas (separadas por vírgula)</label>
      <Input id="note-tags" value={tagsText} placeholder="otite, antibiótico" onChange={(e) => setTagsText(e.target.value)} />
      {problem ? <p role="alert" className="text-sm text-destructive">{problem}</p> : null}
      <div role="tablist" aria-label="Modo do editor" className="flex gap-1 border-b border-border">
        {(['write', 'preview'] as const).map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)}
            className={`px-3 py-1.5 text-sm ${tab === t ? 'border-b-2 border-primary font-medium' : 'text-muted-foreground'}`}>
            {t === 'write' ? 'Escrever' : 'Visualizar'}
          </button>
        ))}
      </div>
      {tab === 'write' ? (
        <>
          <label htmlFor="note-content" className="sr-only">Conteúdo (Markdown)</label>
          <textarea id="note-content" value={content} onChange={(e) => setContent(e.target.value)} rows={16}
            placeholder="Escreva em Markdown: **negrito**, listas com -, títulos com #…"
            className="w-full rounded-md border border-border bg-background p-3 font-mono text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" />
        </>
      ) : (
        <div role="tabpanel" aria-label="Visualização" className="prose prose-sm min-h-40 max-w-none rounded-md border border-border p-3 dark:prose-invert">
          {content.trim() ? <Markdown>{content}</Markdown> : <p className="text-muted-foreground">Nada para visualizar ainda.</p>}
        </div>
      )}
    </article>
  );
}
