/** The 13 protocol pages: each is the flowchart view of its protocol (one lazy chunk for all). */
import type { FlowchartId } from '@/clinical/flowcharts';
import { ClinicalModeNotice } from '@/components/clinical-mode-notice';
import { routeEntry } from '@/config/paths';
import { isHiddenInClinicalMode } from '@/config/tools';
import { usePreferencesStore } from '@/stores/preferences-store';
import { FlowchartView } from '../components/flowchart-view';

const view = (id: FlowchartId) => () => <FlowchartView id={id} />;

export const { SeizurePage, DenguePage, DkaPage, AnaphylaxisPage, AsthmaPage, PecarnPage } = {
  SeizurePage: view('seizure'), DenguePage: view('dengue'), DkaPage: view('dka'), AnaphylaxisPage: view('anaphylaxis'), AsthmaPage: view('asthma'), PecarnPage: view('pecarn'),
};
export const { ScorpionPage, BothropicPage, CrotalicPage, ElapidicPage, PhoneutriaPage, LoxoscelicPage } = {
  ScorpionPage: view('scorpion'), BothropicPage: view('bothropic'), CrotalicPage: view('crotalic'), ElapidicPage: view('elapidic'), PhoneutriaPage: view('phoneutria'), LoxoscelicPage: view('loxoscelic'),
};

/** Hydration is hidden in clinical mode (the tool catalogue marks it: config/tools.ts). */
export function HidratacaoPage() {
  const hidden = usePreferencesStore((s) => s.clinicalMode) && isHiddenInClinicalMode('/flowcharts/hidratacao');
  if (hidden) {
    return (
      <section className="mx-auto max-w-3xl space-y-4 px-4 py-6">
        <h1 className="text-2xl font-bold">{routeEntry('/flowcharts/hidratacao').title}</h1>
        <ClinicalModeNotice what="flowchart" />
      </section>
    );
  }
  return <FlowchartView id="hidratacao" />;
}
