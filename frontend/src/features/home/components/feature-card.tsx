import { ExternalLink, Lock } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';
import { requiresLogin, type HomeCard } from '../lib/home-sections';
import { CardIcon } from './card-icon';

const compactClass =
  'flex h-full flex-col items-center gap-2 rounded-xl border border-border bg-card p-3 text-center shadow-sm transition hover:border-primary/50 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:p-4 sm:text-left';

const cardClass =
  'group flex h-full items-start gap-3 rounded-xl border border-border bg-card p-4 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** A feature card: internal link, external link in a new tab, or — when it needs login and
 * there is no session — a button opening the login dialog. */
export function FeatureCard({ card, compact }: { card: HomeCard; compact?: boolean }) {
  const user = useAuthStore((s) => s.user);
  const openAuthDialog = useUiStore((s) => s.openAuthDialog);

  const className = compact ? compactClass : cardClass;
  const body = (
    <>
      <span className="rounded-lg bg-primary/10 p-2 text-primary">
        <CardIcon name={card.icon} className="h-5 w-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('flex items-center gap-1.5 font-semibold', compact && 'justify-center break-words text-sm sm:justify-start sm:text-base')}>
          {card.title}
          {requiresLogin(card) && !user ? <Lock className="h-3.5 w-3.5 text-muted-foreground" aria-label="Requer login" /> : null}
          {card.external ? <ExternalLink className="h-3.5 w-3.5 text-muted-foreground" aria-label="Abre em nova aba" /> : null}
        </span>
        {compact ? null : <span className="mt-0.5 block text-sm text-muted-foreground">{card.description}</span>}
      </span>
    </>
  );

  if (card.external) {
    return (
      <a href={card.to} target="_blank" rel="noopener noreferrer" className={className} data-card={card.id}>
        {body}
      </a>
    );
  }
  const onClick = (e: MouseEvent) => {
    if (requiresLogin(card) && !user) {
      e.preventDefault();
      openAuthDialog('signin');
    }
  };
  return (
    <Link to={card.to} onClick={onClick} className={className} data-card={card.id}>
      {body}
    </Link>
  );
}
