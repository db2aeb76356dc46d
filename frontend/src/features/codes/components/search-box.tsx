import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';

/** The browser's search box: the text lives in ?q (the page and results follow the URL). */
export function SearchBox({ label, placeholder }: { label: string; placeholder: string }) {
  const [params, setParams] = useSearchParams();
  const current = params.get('q') ?? '';
  const [text, setText] = useState(current);
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    setText(current);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams(params);
    next.delete('page');
    if (text.trim()) next.set('q', text.trim());
    else next.delete('q');
    setParams(next);
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label className="sr-only" htmlFor="code-search">
        {label}
      </label>
      <Input id="code-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} autoComplete="off" />
      <Button type="submit" aria-label="Buscar">
        <Search className="h-4 w-4" aria-hidden />
        <span className="hidden sm:inline">Buscar</span>
      </Button>
    </form>
  );
}
