import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render-routes';
import { EMPTY_PATIENT, usePatientStore } from '@/stores/patient-store';
import { PoisoningPage } from './poisoning-page';
import { PoisoningsPage } from './poisonings-page';

// the growth tables answer with the real WHO rows: the tenfold-slip guard (doseGate) runs as in the app
vi.mock('@/lib/supabase', async () => (await import('@/test/who-growth-db')).whoGrowthDbModule);
vi.setConfig({ testTimeout: 30_000 });

function at(path: string) {
  return renderRoutes(path, {
    '/poisonings': <PoisoningsPage />,
    '/poisonings/:id': <PoisoningPage />,
  });
}

beforeEach(() => usePatientStore.setState({ ...EMPTY_PATIENT, owner: null }));

describe('poisonings', () => {
  it('lists the nine entries and filters ignoring accents', async () => {
    const u = userEvent.setup();
    at('/poisonings');
    const list = screen.getByRole('list', { name: 'Intoxicações' });
    expect(within(list).getAllByRole('link')).toHaveLength(9);
    await u.type(screen.getByLabelText('Buscar intoxicação, antídoto ou agente'), 'acido acetilsalicilico');
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma intoxicação encontrada');
    await u.clear(screen.getByLabelText('Buscar intoxicação, antídoto ou agente'));
    await u.type(screen.getByLabelText('Buscar intoxicação, antídoto ou agente'), 'GLUCAGON');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(list).toHaveTextContent('Betabloqueadores');
  });

  it('benzodiazepines, 25 kg and 8 years: 0,2 mg marked as the maximum (2 mL), cumulative 1 mg', async () => {
    const u = userEvent.setup();
    at('/poisonings/benzodiazepines');
    await u.type(screen.getByLabelText('Idade'), '8');
    await u.type(screen.getByLabelText('Peso (kg)'), '25');
    const flu = screen.getByRole('region', { name: 'Flumazenil' });
    const [initial, cumulative] = within(flu).getAllByRole('listitem');
    expect(initial).toHaveTextContent(/0,2 mgdose máxima/);
    expect(initial).toHaveTextContent('= 2 mL de Flumazenil 0,1 mg/mL');
    expect(cumulative).toHaveTextContent(/Dose máxima cumulativa.*1 mgdose máxima/);
  });

  it('opioids 10 kg: naloxone 1 mg IV (2,5 mL at 0,4 mg/mL) and 4 mg intranasal without a volume', async () => {
    const u = userEvent.setup();
    at('/poisonings/opioids');
    await u.type(screen.getByLabelText('Idade'), '1');
    await u.type(screen.getByLabelText('Peso (kg)'), '10');
    const [iv, nasal] = within(screen.getByRole('region', { name: 'Naloxona' })).getAllByRole('listitem');
    expect(iv).toHaveTextContent('1 mg');
    expect(iv).toHaveTextContent('= 2,5 mL de Naloxona 0,4 mg/mL');
    expect(nasal).toHaveTextContent('4 mg');
    expect(nasal).not.toHaveTextContent('mL de');
    expect(nasal).toHaveTextContent('spray nasal');
  });

  it('beta-blockers 20 kg: glucagon bolus 1,4 mg and infusion 1,4 mg/h', async () => {
    const u = userEvent.setup();
    at('/poisonings/beta-blockers');
    await u.type(screen.getByLabelText('Idade'), '6');
    await u.type(screen.getByLabelText('Peso (kg)'), '20');
    const [bolus, infusion] = within(screen.getByRole('region', { name: 'Glucagon' })).getAllByRole('listitem');
    expect(bolus).toHaveTextContent('1,4 mg');
    expect(infusion).toHaveTextContent('1,4 mg/h');
    expect(infusion).toHaveTextContent('= 1,4 mL/h');
  });

  it('an unknown slug says the entry was not found', () => {
    at('/poisonings/xyz');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Intoxicação não encontrada');
  });
});
