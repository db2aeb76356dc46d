/** The 13 protocol pages: each is the flowchart view of its protocol (one lazy chunk for all). */
import { Link } from 'react-router';
import { pathTo } from '@/config/paths';
import { usePreferencesStore } from '@/stores/preferences-store';
import { FlowchartView } from '../components/flowchart-view';
import { BACK_TO_LIST, BACK_TO_VENOMOUS } from '../lib/catalog';

export const SeizurePage = () => <FlowchartView id="seizure" path="/flowcharts/seizure" backTo={BACK_TO_LIST} />;
export const DenguePage = () => <FlowchartView id="dengue" path="/flowcharts/dengue" backTo={BACK_TO_LIST} />;
export const DkaPage = () => <FlowchartView id="dka" path="/flowcharts/dka" backTo={BACK_TO_LIST} />;
export const AnaphylaxisPage = () => <FlowchartView id="anaphylaxis" path="/flowcharts/anaphylaxis" backTo={BACK_TO_LIST} />;
export const AsthmaPage = () => <FlowchartView id="asthma" path="/flowcharts/asthma" backTo={BACK_TO_LIST} />;
export const PecarnPage = () => <FlowchartView id="pecarn" path="/flowcharts/pecarn" backTo={BACK_TO_LIST} />;
export const ScorpionPage = () => <FlowchartView id="scorpion" path="/flowcharts/venomous/scorpion" backTo={BACK_TO_VENOMOUS} />;
export const BothropicPage = () => <FlowchartView id="bothropic" path="/flowcharts/venomous/bothropic" backTo={BACK_TO_VENOMOUS} />;
export const CrotalicPage = () => <FlowchartView id="crotalic" path="/flowcharts/venomous/crotalic" backTo={BACK_TO_VENOMOUS} />;
export const ElapidicPage = () => <FlowchartView id="elapidic" path="/flowcharts/venomous/elapidic" backTo={BACK_TO_VENOMOUS} />;
export const PhoneutriaPage = () => <FlowchartView id="phoneutria" path="/flowcharts/venomous/phoneutria" backTo={BACK_TO_VENOMOUS} />;
export const LoxoscelicPage = () => <FlowchartView id="loxoscelic" path="/flowcharts/venomous/loxoscelic" backTo={BACK_TO_VENOMOUS} />;

/** Hydration is hidden in clinical mode (spec: clinical mode hides the hydration items). */
export function HidratacaoPage() {
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  if (clinicalMode) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-6">
        <h1 className="text-2xl font-bold">Hidratação na Desidratação</h1>
        <div role="status" className="mt-4 rounded-lg border border-border bg-muted p-4">
          <p className="font-medium">Este fluxograma fica oculto no modo Clinical.</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Desative o modo Clinical em <Link to={pathTo('/settings')} className="text-primary underline">Configurações</Link> para usá-lo.
          </p>
        </div>
      </section>
    );
  }
  return <FlowchartView id="hidratacao" path="/flowcharts/hidratacao" backTo={BACK_TO_LIST} />;
}
