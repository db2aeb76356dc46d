/** The 13 protocol pages: each is the flowchart view of its protocol (one lazy chunk for all). */
import { ClinicalModeNotice } from '@/components/clinical-mode-notice';
import { routeEntry } from '@/config/paths';
import { isHiddenInClinicalMode } from '@/config/tools';
import { usePreferencesStore } from '@/stores/preferences-store';
import { FlowchartView } from '../components/flowchart-view';

export const SeizurePage = () => <FlowchartView id="seizure" />;
export const DenguePage = () => <FlowchartView id="dengue" />;
export const DkaPage = () => <FlowchartView id="dka" />;
export const AnaphylaxisPage = () => <FlowchartView id="anaphylaxis" />;
export const AsthmaPage = () => <FlowchartView id="asthma" />;
export const PecarnPage = () => <FlowchartView id="pecarn" />;
export const ScorpionPage = () => <FlowchartView id="scorpion" />;
export const BothropicPage = () => <FlowchartView id="bothropic" />;
export const CrotalicPage = () => <FlowchartView id="crotalic" />;
export const ElapidicPage = () => <FlowchartView id="elapidic" />;
export const PhoneutriaPage = () => <FlowchartView id="phoneutria" />;
export const LoxoscelicPage = () => <FlowchartView id="loxoscelic" />;

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
