/** Component tests of the calculator pages: the forms drive the clinical package and show its bands. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { EMPTY_PATIENT, usePatientStore } from '@/stores/patient-store';
import { usePreferencesStore } from '@/stores/preferences-store';
import { ApgarPage } from './apgar-page';
import { CalculatorsPage } from './calculators-page';
import { CapurroNeuroPage, CapurroPage } from './capurro-page';
import { FinneganPage } from './finnegan-page';
import { GinaPage } from './gina-page';
import { GlasgowPage } from './glasgow-page';
import { HidratacaoPage } from './hidratacao-page';
import { RodwellPage } from './rodwell-page';
import { SriPage } from './sri-page';

// the growth tables answer with the real WHO rows: the tenfold-slip guard (doseGate) runs as in the app
vi.mock('@/lib/supabase', async () => (await import('@/test/who-growth-db')).whoGrowthDbModule);
vi.setConfig({ testTimeout: 30_000 });

function wrap(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}><MemoryRouter>{ui}</MemoryRouter></QueryClientProvider>);
}
const user = () => userEvent.setup();
async function pick(u: ReturnType<typeof user>, legend: string, option: string) {
  await u.click(within(screen.getByRole('group', { name: legend })).getByRole('radio', { name: option }));
}
const result = () => screen.getByTestId('result');

beforeEach(() => {
  usePatientStore.setState({ ...EMPTY_PATIENT, owner: null });
  usePreferencesStore.setState({ clinicalMode: false });
});

describe('calculators index', () => {
  it('lists the 11 calculators, and clinical mode hides SRI and hydration', () => {
    const { unmount } = wrap(<CalculatorsPage />);
    expect(screen.getAllByRole('link')).toHaveLength(11);
    unmount();
    usePreferencesStore.setState({ clinicalMode: true });
    wrap(<CalculatorsPage />);
    expect(screen.getAllByRole('link')).toHaveLength(9);
    expect(screen.queryByText('Sequência Rápida de Intubação')).toBeNull();
    expect(screen.queryByText('Hidratação Venosa')).toBeNull();
  });
});

describe('Apgar', () => {
  it('waits for every item, then shows 10 reassuring; 3 is low', async () => {
    const u = user();
    wrap(<ApgarPage />);
    expect(result()).toHaveTextContent('0 de 5');
    for (const [g, o] of [['Frequência cardíaca', '≥ 100 bpm'], ['Esforço respiratório', 'Bom, choro forte'], ['Tônus muscular', 'Movimentos ativos'],
      ['Irritabilidade reflexa (sonda/estímulo)', 'Choro, tosse, espirro ou retirada ativa'], ['Cor', 'Completamente róseo']] as const) await pick(u, g, o);
    expect(result()).toHaveTextContent('10 pontos');
    expect(result()).toHaveTextContent('Tranquilizador (7–10)');
    await pick(u, 'Frequência cardíaca', '< 100 bpm');
    await pick(u, 'Esforço respiratório', 'Ausente');
    await pick(u, 'Tônus muscular', 'Flácido');
    await pick(u, 'Irritabilidade reflexa (sonda/estímulo)', 'Sem resposta');
    expect(result()).toHaveTextContent('3 pontos');
    expect(result()).toHaveTextContent('Baixo (0–3)');
    expect(screen.getByTestId('source-apgar')).toHaveTextContent('Não usar o Apgar para decidir a reanimação.');
  });
});

describe('Glasgow', () => {
  it('scores 3 as severe and uses the infant wording for a 1-year-old', async () => {
    const u = user();
    wrap(<GlasgowPage />);
    await pick(u, 'Abertura ocular (O)', 'Nenhuma');
    await pick(u, 'Resposta verbal (V)', 'Nenhuma');
    await pick(u, 'Resposta motora (M)', 'Nenhuma');
    expect(result()).toHaveTextContent('3 pontos');
    expect(result()).toHaveTextContent('TCE grave (≤ 8)');
    await u.type(screen.getByLabelText('Idade'), '1');
    expect(screen.getByRole('radio', { name: 'Balbucia, lalação (sorri, segue objetos, interage)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Lactente / pré-verbal (< 2 anos)' })).toBeChecked();
  });
});

describe('Rodwell', () => {
  it('adds the findings: 0 unlikely, no mature PMN (2) + 3 more = 5 very likely', async () => {
    const u = user();
    wrap(<RodwellPage />);
    expect(result()).toHaveTextContent('0 pontos');
    expect(result()).toHaveTextContent('Sepse improvável (≤ 2)');
    await u.click(screen.getByRole('checkbox', { name: /Nenhum neutrófilo maduro/ }));
    await u.click(screen.getByRole('checkbox', { name: /Plaquetas/ }));
    await u.click(screen.getByRole('checkbox', { name: /I:M\) ≥ 0,3/ }));
    await u.click(screen.getByRole('checkbox', { name: /Leucócitos totais/ }));
    expect(result()).toHaveTextContent('5 pontos');
    expect(result()).toHaveTextContent('Sepse muito provável (≥ 5)');
  });
});

describe('Capurro', () => {
  it('somatic: 204 + points (all lowest → 29 semanas e 1 dia)', async () => {
    const u = user();
    wrap(<CapurroPage />);
    for (const g of ['Textura da pele', 'Forma da orelha (encurvamento do pavilhão)', 'Glândula mamária (nódulo palpável)', 'Pregas plantares', 'Formação do mamilo']) {
      const radios = within(screen.getByRole('group', { name: g })).getAllByRole('radio');
      await u.click(radios[0]!);
    }
    expect(result()).toHaveTextContent('29 semanas e 1 dia');
    expect(result()).toHaveTextContent('204 dias');
  });

  it('somatic-neurological: 200 + points (all highest → 200 + 20+24+15+20+18+12 = 309 d = 44 semanas e 1 dia)', async () => {
    const u = user();
    wrap(<CapurroNeuroPage />);
    for (const group of screen.getAllByRole('group')) {
      const radios = within(group).getAllByRole('radio');
      await u.click(radios[radios.length - 1]!);
    }
    expect(result()).toHaveTextContent('44 semanas e 1 dia');
  });
});

describe('GINA', () => {
  it('asks for the age, then 0 "sim" is well controlled and 3 uncontrolled', async () => {
    const u = user();
    wrap(<GinaPage />);
    expect(result()).toHaveTextContent('Informe a idade');
    await u.type(screen.getByLabelText('Idade'), '8');
    const groups = screen.getAllByRole('group');
    for (const g of groups) await u.click(within(g).getByRole('radio', { name: 'Não' }));
    expect(result()).toHaveTextContent('Asma bem controlada');
    for (const g of groups.slice(0, 3)) await u.click(within(g).getByRole('radio', { name: 'Sim' }));
    expect(result()).toHaveTextContent('Asma não controlada');
  });
});

describe('Finnegan', () => {
  it('sums the sheet and applies the treatment rule over the previous scores', async () => {
    const u = user();
    wrap(<FinneganPage />);
    await pick(u, 'Choro', 'Choro agudo contínuo');
    await pick(u, 'Tremores em repouso', 'Moderados a graves');
    await pick(u, 'Reflexo de Moro', 'Marcadamente hiperativo');
    await pick(u, 'Fezes', 'Líquidas');
    expect(result()).toHaveTextContent('13 pontos');
    expect(result()).toHaveTextContent('Sem critério de tratamento farmacológico');
    await u.type(screen.getByLabelText(/Escores anteriores/), '12');
    expect(result()).toHaveTextContent('Tratamento farmacológico indicado: Dois escores consecutivos (ou sua média) ≥ 12');
  });
});

describe('SRI', () => {
  it('20 kg, 6 years: every drug with mg and mL; fentanyl capped at 100 mcg is marked', async () => {
    const u = user();
    wrap(<SriPage />);
    await u.type(screen.getByLabelText('Idade'), '6');
    await u.type(screen.getByLabelText('Peso (kg)'), '20');
    const list = await screen.findByRole('list', { name: 'Doses da sequência rápida' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    const fentanyl = list.querySelector('[data-drug="fentanyl"]') as HTMLElement;
    expect(fentanyl).toHaveTextContent('20–60 mcg');
    expect(fentanyl).toHaveTextContent('0,4–1,2 mL');
    const sux = list.querySelector('[data-drug="succinylcholine"]') as HTMLElement;
    expect(sux).toHaveTextContent('20–30 mg');
    // 40 kg is implausible at 6 years (WHO weight-for-age > +3 z): a 12-year-old
    await u.clear(screen.getByLabelText('Idade'));
    await u.type(screen.getByLabelText('Idade'), '12');
    await u.clear(screen.getByLabelText('Peso (kg)'));
    await u.type(screen.getByLabelText('Peso (kg)'), '40');
    expect((await screen.findByRole('list', { name: 'Doses da sequência rápida' })).querySelector('[data-drug="fentanyl"]')).toHaveTextContent(/40–100 mcg.*dose máxima: 100 mcg/);
  });

  it('no dose number without the age, nor for an implausible weight until it is confirmed (issue 34)', async () => {
    const u = user();
    wrap(<SriPage />);
    await u.type(screen.getByLabelText('Peso (kg)'), '100');
    expect(screen.getByTestId('dose-gate')).toHaveTextContent(/^Informe a idade ou a data de nascimento/);
    expect(screen.queryByRole('list', { name: 'Doses da sequência rápida' })).toBeNull();
    await u.type(screen.getByLabelText('Idade'), '1');
    expect(await screen.findByTestId('weight-implausible')).toHaveTextContent(/100 kg é improvável para 12 meses/);
    expect(screen.getByTestId('dose-gate')).toHaveAttribute('data-reason', 'implausible_weight');
    expect(document.querySelector('[data-drug]')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Confirmo o peso' }));
    expect(await screen.findByRole('list', { name: 'Doses da sequência rápida' })).toBeInTheDocument();
    expect(screen.getAllByTestId('dose-confirmed-weight').length).toBeGreaterThanOrEqual(8);
  });

  it('is hidden in clinical mode', () => {
    usePreferencesStore.setState({ clinicalMode: true });
    wrap(<SriPage />);
    expect(screen.getByText('Esta calculadora fica oculta no modo Clinical.')).toBeInTheDocument();
  });
});

describe('Hidratação', () => {
  it('12 kg, 2 years: maintenance, plans A, B and C', async () => {
    const u = user();
    wrap(<HidratacaoPage />);
    await u.type(screen.getByLabelText('Idade'), '2');
    await u.type(screen.getByLabelText('Peso (kg)'), '12');
    const page = document.body;
    expect(page).toHaveTextContent('1.100 mL/dia');
    expect(page).toHaveTextContent('44 mL/h');
    expect(page).toHaveTextContent('100–200 mL');
    expect(page).toHaveTextContent('600–1.200 mL');
    expect(page).toHaveTextContent('1. SF 0,9% em 30 min240 mL');
  });
});
