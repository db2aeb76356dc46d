import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render-routes';
import { EMPTY_PATIENT, usePatientStore } from '@/stores/patient-store';
import { usePreferencesStore } from '@/stores/preferences-store';
import { FlowchartsPage } from './flowcharts-page';
import { AnaphylaxisPage, BothropicPage, HidratacaoPage, PecarnPage } from './protocol-pages';
import { VenomousPage } from './venomous-page';

// the growth tables answer with the real WHO rows: the tenfold-slip guard (doseGate) runs as in the app
vi.mock('@/lib/supabase', async () => (await import('@/test/who-growth-db')).whoGrowthDbModule);
vi.setConfig({ testTimeout: 30_000 });

function at(path: string) {
  return renderRoutes(path, {
    '/flowcharts': <FlowchartsPage />,
    '/flowcharts/venomous': <VenomousPage />,
    '/flowcharts/anaphylaxis': <AnaphylaxisPage />,
    '/flowcharts/pecarn': <PecarnPage />,
    '/flowcharts/hidratacao': <HidratacaoPage />,
    '/flowcharts/venomous/bothropic': <BothropicPage />,
  });
}

beforeEach(() => {
  usePatientStore.setState({ ...EMPTY_PATIENT, owner: null });
  usePreferencesStore.setState({ clinicalMode: false });
});

describe('flowchart pages', () => {
  it('lists the eight flowcharts; clinical mode hides hydration', () => {
    at('/flowcharts');
    expect(within(screen.getByRole('list', { name: 'Fluxogramas' })).getAllByRole('link')).toHaveLength(8);
  });
  it('clinical mode: seven cards and the hydration page says it is hidden', () => {
    usePreferencesStore.setState({ clinicalMode: true });
    at('/flowcharts');
    expect(within(screen.getByRole('list', { name: 'Fluxogramas' })).getAllByRole('link')).toHaveLength(7);
  });
  it('the hydration page is hidden in clinical mode', () => {
    usePreferencesStore.setState({ clinicalMode: true });
    at('/flowcharts/hidratacao');
    expect(screen.getByRole('status')).toHaveTextContent('oculto no modo Clinical');
  });
  it('venomous index links the six accidents', () => {
    at('/flowcharts/venomous');
    expect(within(screen.getByRole('list', { name: 'Acidentes' })).getAllByRole('link')).toHaveLength(6);
  });

  it('anaphylaxis asks for the patient, then shows adrenaline for the weight; an out-of-range weight is refused', async () => {
    const u = userEvent.setup();
    at('/flowcharts/anaphylaxis');
    expect(screen.getByTestId('flow-needs-patient')).toHaveTextContent('Peso (kg): informe o peso do paciente para o fluxograma “Anafilaxia”.');
    await u.type(screen.getByLabelText('Idade', { exact: true }), '5');
    await u.type(screen.getByLabelText('Peso (kg)'), '20');
    const adr = document.querySelector('[data-dose="adrenaline_im"]') as HTMLElement;
    expect(within(adr).getByTestId('dose-amount')).toHaveTextContent('0,2 mg');
    expect(within(adr).getByTestId('dose-volume')).toHaveTextContent('= 0,2 mL de adrenalina 1 mg/mL (1:1000)');
    expect(within(adr).queryByTestId('dose-max')).toBeNull();
    await u.clear(screen.getByLabelText('Peso (kg)'));
    await u.type(screen.getByLabelText('Peso (kg)'), '300');
    expect(screen.getAllByRole('alert').map((a) => a.textContent).join(' ')).toContain('Peso (kg): informe um valor entre 0,3 e 250 kg (recebido: 300).');
    expect(document.querySelector('[data-dose="adrenaline_im"]')).toBeNull();
  });

  it('PECARN: walk, change an earlier answer (the rest recomputes), back and restart', async () => {
    const u = userEvent.setup();
    at('/flowcharts/pecarn');
    await u.type(screen.getByLabelText('Idade', { exact: true }), '1');
    await u.type(screen.getByLabelText('Meses'), '3');
    const current = () => screen.getByRole('article', { name: 'Etapa atual' });
    await u.click(within(current()).getByRole('button', { name: '15' }));
    await u.click(within(current()).getByRole('button', { name: 'Não' })); // mental status
    await u.click(within(current()).getByRole('button', { name: 'Não' })); // fracture
    await u.click(within(current()).getByRole('button', { name: 'Sim' })); // haematoma
    expect(screen.getByTestId('flow-current-title')).toHaveTextContent('Observação ou TC (decisão clínica)');
    expect(screen.getByTestId('flow-guideline')).toHaveTextContent('Lancet 2009;374:1160-70');
    // change the mental-status answer to yes → CT recommended
    await u.click(screen.getByRole('button', { name: 'Alterar: Alteração do estado mental?' }));
    const path = screen.getByRole('list', { name: 'Caminho percorrido' });
    await u.click(within(within(path).getByRole('group', { name: 'Alteração do estado mental?' })).getByRole('button', { name: 'Sim' }));
    expect(screen.getByTestId('flow-current-title')).toHaveTextContent('TC de crânio recomendada');
    // back to the previous answer restores the haematoma path
    await u.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByTestId('flow-current-title')).toHaveTextContent('Alteração do estado mental?');
    await u.click(screen.getByRole('button', { name: 'Reiniciar' }));
    expect(screen.getByTestId('flow-current-title')).toHaveTextContent('Glasgow');
  });

  it('bothropic needs no patient and shows the vials per severity', async () => {
    const u = userEvent.setup();
    at('/flowcharts/venomous/bothropic');
    expect(screen.queryByLabelText('Peso (kg)')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Moderado' }));
    expect(screen.getByTestId('dose-amount')).toHaveTextContent('4–8 ampolas');
  });
});
