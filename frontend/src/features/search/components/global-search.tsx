import { Loader2, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { usePreferencesStore } from '@/stores/preferences-store';
import { useGlobalSearch } from '../hooks/use-global-search';
import { useTypingPlaceholder } from '../hooks/use-typing-placeholder';
import { moveSelection } from '../lib/selection';
import { TYPE_LABELS, type SearchResult } from '../lib/types';

export const NORMAL_PLACEHOLDER = 'Buscar medicamentos, condutas, calculadoras...';
export const CLINICAL_PLACEHOLDER = 'Buscar protocolos e referências...';

interface GlobalSearchProps {
  className?: string;
  /** Distinguishes the header box from the home page box (ids, labels). */
  variant?: 'header' | 'mobile' | 'hero';
}

/** Search box with its dropdown: opens on focus; Escape, outside click or selection close it;
 * arrows cycle with wrap; Enter opens the selected result; selection resets with new results. */
export function GlobalSearch({ className, variant = 'header' }: GlobalSearchProps) {
  const navigate = useNavigate();
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const { results, pending, enabled, query } = useGlobalSearch(input);
  const placeholder = useTypingPlaceholder(clinicalMode ? CLINICAL_PLACEHOLDER : NORMAL_PLACEHOLDER, !clinicalMode && variant === 'hero');

  useEffect(() => {
    setSelected(-1);
  }, [results]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const choose = (r: SearchResult) => {
    setOpen(false);
    setInput('');
    inputRef.current?.blur();
    navigate(r.path, r.state ? { state: r.state } : undefined);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      setOpen(false);
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setSelected((s) => moveSelection(s, e.key === 'ArrowDown' ? 1 : -1, results.length));
      return;
    }
    if (e.key === 'Enter') {
      const r = results[selected];
      if (r) {
        e.preventDefault();
        choose(r);
      }
    }
  };

  const showList = open && input.trim().length > 0;
  const optionId = (i: number) => `${listId}-opt-${i}`;

  return (
    <div ref={rootRef} className={cn('relative w-full', className)}>
      <label htmlFor={`${listId}-input`} className="sr-only">
        Buscar no PedBook
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <input
        ref={inputRef}
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={selected >= 0 ? optionId(selected) : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={input}
        onChange={(e) => {
          setInput(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        data-testid={`search-input-${variant}`}
        className={cn(
          'w-full rounded-full border border-border bg-background pl-9 pr-9 text-sm shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          variant === 'hero' ? 'h-12 text-base' : 'h-10',
        )}
      />
      {pending ? <Loader2 className="absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 animate-spin text-muted-foreground" aria-label="Buscando" /> : null}
      {showList ? (
        <div className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-border bg-background text-left shadow-xl">
          {!enabled ? (
            <p className="p-3 text-sm text-muted-foreground">Digite pelo menos 3 caracteres para buscar.</p>
          ) : results.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">{pending ? 'Buscando...' : `Nenhum resultado para "${query}".`}</p>
          ) : null}
          <ul id={listId} role="listbox" aria-label="Resultados da busca">
            {enabled
              ? results.map((r, i) => (
                  <li
                    key={`${r.type}:${r.id}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === selected}
                    onPointerDown={(e) => e.preventDefault()}
                    onClick={() => choose(r)}
                    onMouseEnter={() => setSelected(i)}
                    className={cn('flex cursor-pointer items-start justify-between gap-3 px-3 py-2 text-sm', i === selected && 'bg-muted')}
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{r.name}</span>
                      {r.description ? <span className="block truncate text-xs text-muted-foreground">{r.description}</span> : null}
                    </span>
                    <span className="shrink-0 rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">{TYPE_LABELS[r.type]}</span>
                  </li>
                ))
              : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
