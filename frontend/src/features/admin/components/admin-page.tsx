import type { ReactNode } from 'react';

/** The frame of every admin page: its title, one sentence saying what it does, the content. */
export function AdminPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </header>
      {children}
    </div>
  );
}
