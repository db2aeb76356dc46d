import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePreferencesStore } from '@/stores/preferences-store';
import { HOME_SECTIONS, QUICK_ACCESS, visibleCards, type HomeSection } from '../lib/home-sections';
import { FeatureCard } from './feature-card';

function Section({ section }: { section: HomeSection }) {
  const open = usePreferencesStore((s) => s.sections[section.id]);
  const toggle = usePreferencesStore((s) => s.toggleSection);
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  const cards = visibleCards(section.cards, clinicalMode);
  if (cards.length === 0) return null;
  const panelId = `home-section-${section.id}`;
  return (
    <section aria-labelledby={`${panelId}-title`} className="rounded-2xl border border-border bg-muted/30">
      <h2 id={`${panelId}-title`} className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => toggle(section.id)}
          className="flex w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left text-lg font-semibold hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {section.title}
          <ChevronDown className={cn('h-5 w-5 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
      </h2>
      {open ? (
        <div id={panelId} className="grid grid-cols-1 gap-3 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <FeatureCard key={card.id} card={card} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

export function HomeSections() {
  return (
    <div className="space-y-4">
      {HOME_SECTIONS.map((s) => (
        <Section key={s.id} section={s} />
      ))}
    </div>
  );
}

export function QuickAccess() {
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  return (
    <nav aria-label="Acesso rápido" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
      {visibleCards(QUICK_ACCESS, clinicalMode).map((card) => (
        <FeatureCard key={card.id} card={card} compact />
      ))}
    </nav>
  );
}
