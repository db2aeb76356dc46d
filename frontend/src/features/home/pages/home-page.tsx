import { Suspense } from 'react';
import { HomeSections, QuickAccess } from '../components/home-sections';
import { GlobalSearch } from '@/features/search';
import { usePreferencesStore } from '@/stores/preferences-store';
import { SocialBanner } from '@/features/social-banner';

export function HomePage() {
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <section className="space-y-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{clinicalMode ? 'Clinical' : 'PedBook'}</h1>
        <p className="text-muted-foreground">
          {clinicalMode ? 'Protocolos e referências clínicas para a prática diária.' : 'Pediatria ao alcance das suas mãos: doses seguras, cálculos precisos e condutas atualizadas.'}
        </p>
        <GlobalSearch variant="hero" className="mx-auto max-w-2xl" />
      </section>
      <QuickAccess />
      <HomeSections />
      <Suspense fallback={null}>
        <SocialBanner />
      </Suspense>
    </div>
  );
}
