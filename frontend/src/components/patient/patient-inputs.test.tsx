import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useAuthStore } from '@/stores/auth-store';
import { EMPTY_PATIENT, PATIENT_SESSION_KEY, usePatientStore } from '@/stores/patient-store';
import { DoseGateNotice, GuardedDose, PatientInputs } from './patient-inputs';
import { usePatient } from './use-patient';
import { parseDecimal, patientValues } from './patient-values';

// WHO 2007 weight-for-age rows around 7 years (seeds/who_growth), as the growth table returns them.
vi.mock('@/lib/supabase', () => {
  const rows = [
    { reference: 'WHO_2007_REF', indicator: 'weight_for_age', sex: 1, x: '84', l: '-0.4402', m: '22.8915', s: '0.13759', measure_position: null },
    { reference: 'WHO_2007_REF', indicator: 'weight_for_age', sex: 2, x: '84', l: '-0.5347', m: '22.3740', s: '0.15556', measure_position: null },
    { reference: 'WHO_2007_REF', indicator: 'weight_for_age', sex: 1, x: '85', l: '-0.4499', m: '23.0968', s: '0.13797', measure_position: null },
    { reference: 'WHO_2007_REF', indicator: 'weight_for_age', sex: 2, x: '85', l: '-0.5372', m: '22.5762', s: '0.15610', measure_position: null },
  ];
  const chain = { select: () => chain, eq: () => chain, in: () => chain, gte: () => chain, lte: () => chain, limit: () => Promise.resolve({ data: rows, error: null }) };
  return { db: () => Promise.resolve({ from: () => chain }) };
});

vi.setConfig({ testTimeout: 30_000 });

function wrap(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => {
  usePatientStore.setState({ ...EMPTY_PATIENT, owner: null });
  sessionStorage.clear();
});

describe('patient values', () => {
  it('reads comma and dot decimals and refuses other text', () => {
    expect(parseDecimal('2,5')).toBe(2.5);
    expect(parseDecimal(' 12.75 ')).toBe(12.75);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('2,5kg')).toBeNaN();
  });

  it('computes the age from years + months and from a birth date', () => {
    const ym = patientValues({ ...EMPTY_PATIENT, years: '7', months: '0' }, '2026-01-01');
    expect(ym).toMatchObject({ ageMonths: 84, ageDays: 2557, ageError: null });
    const dob = patientValues({ ...EMPTY_PATIENT, ageMode: 'birth_date', birthDate: '2025-12-02' }, '2026-01-01');
    expect(dob.ageDays).toBe(30);
    expect(patientValues({ ...EMPTY_PATIENT, ageMode: 'birth_date', birthDate: '2026-02-01' }, '2026-01-01').ageError).toMatch(/futuro/);
    expect(patientValues({ ...EMPTY_PATIENT, years: '19' }, '2026-01-01').ageError).toMatch(/Idade \(anos\).*0 e 18/);
    expect(patientValues({ ...EMPTY_PATIENT, years: '2', months: '12' }, '2026-01-01').ageError).toMatch(/Meses.*0 e 11/);
  });
});

describe('PatientInputs', () => {
  it('labels the fields "Peso (kg)" and "Idade" and keeps the values in the session', async () => {
    const user = userEvent.setup();
    wrap(<PatientInputs />);
    await user.type(screen.getByLabelText('Peso (kg)'), '22,5');
    await user.type(screen.getByLabelText('Idade'), '7');
    expect(usePatientStore.getState()).toMatchObject({ weight: '22,5', years: '7' });
    expect(JSON.parse(sessionStorage.getItem(PATIENT_SESSION_KEY) ?? '{}').state.weight).toBe('22,5');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses weight 0 with the package message under the field, without clamping', async () => {
    const user = userEvent.setup();
    wrap(<PatientInputs />);
    const weight = screen.getByLabelText('Peso (kg)');
    await user.type(weight, '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Peso (kg): informe um valor entre 0,3 e 250 kg (recebido: 0).');
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(weight).toHaveValue('0');
  });

  it('refuses an age beyond 18 years under the field', async () => {
    const user = userEvent.setup();
    wrap(<PatientInputs />);
    await user.type(screen.getByLabelText('Idade'), '25');
    expect(screen.getByRole('alert')).toHaveTextContent(/Idade \(anos\): informe um valor entre 0 e 18 anos/);
  });

  it('tenfold guard: 2,2 kg at 7 years is flagged, no dose number until "Confirmo o peso"', async () => {
    const user = userEvent.setup();
    wrap(<><PatientInputs /><GuardedDose>0,2 mg</GuardedDose></>);
    await user.type(screen.getByLabelText('Idade'), '7');
    await user.type(screen.getByLabelText('Peso (kg)'), '2,2');
    const warning = await screen.findByTestId('weight-implausible');
    expect(warning).toHaveTextContent(/2,2 kg é improvável para 7 anos/);
    expect(screen.getByTestId('dose-hidden')).toBeInTheDocument();
    expect(screen.queryByText('0,2 mg')).toBeNull();
    await user.click(within(warning).getByRole('button', { name: 'Confirmo o peso' }));
    expect(screen.getByText('0,2 mg')).toBeInTheDocument();
    expect(screen.getByTestId('dose-confirmed-weight')).toBeInTheDocument();
    expect(warning).toHaveTextContent('Peso confirmado');
    // a new weight withdraws the confirmation
    await user.type(screen.getByLabelText('Peso (kg)'), '0');
    expect(await screen.findByTestId('dose-hidden')).toBeInTheDocument();
    expect(screen.queryByText('0,2 mg')).toBeNull();
  });

  it('tenfold guard: 250 kg is outside 0,3–150 kg whatever the age', async () => {
    const user = userEvent.setup();
    wrap(<><PatientInputs /><GuardedDose>1 mg</GuardedDose></>);
    await user.type(screen.getByLabelText('Idade'), '3');
    await user.type(screen.getByLabelText('Peso (kg)'), '250');
    expect(screen.getByTestId('weight-implausible')).toHaveTextContent('fora do intervalo plausível (0,3 a 150 kg)');
    expect(screen.getByTestId('dose-hidden')).toBeInTheDocument();
  });

  it('no age: the dose number is withheld and the gate says what is missing', async () => {
    const user = userEvent.setup();
    function Gate() {
      return <DoseGateNotice gate={usePatient().gate} />;
    }
    wrap(<><PatientInputs /><Gate /><GuardedDose>1.500 mg</GuardedDose></>);
    await user.type(screen.getByLabelText('Peso (kg)'), '100');
    expect(screen.getByTestId('dose-gate')).toHaveTextContent(/^Informe a idade ou a data de nascimento para ver as doses/);
    expect(screen.getByTestId('dose-gate')).not.toHaveTextContent('{{');
    expect(screen.queryByText('1.500 mg')).toBeNull();
  });

  it('beyond 120 months: the height field appears, and 4 kg at 12 years asks to confirm (CDC 2000)', async () => {
    const user = userEvent.setup();
    wrap(<><PatientInputs /><GuardedDose>1 mg</GuardedDose></>);
    expect(screen.queryByLabelText(/Estatura \(cm\)/)).toBeNull();
    await user.type(screen.getByLabelText('Idade'), '12');
    expect(screen.getByLabelText(/Estatura \(cm\)/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Peso (kg)'), '4');
    expect(await screen.findByTestId('weight-implausible')).toHaveTextContent(/4 kg é improvável para 12 anos .*CDC 2000/);
    expect(screen.getByTestId('dose-hidden')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Peso (kg)'), '0');
    expect(await screen.findByText('1 mg')).toBeInTheDocument();
  });

  it('offline (the growth rows cannot be read): the dose waits for "Confirmo o peso"', async () => {
    onlineManager.setOnline(false);
    try {
      const user = userEvent.setup();
      wrap(<><PatientInputs /><GuardedDose>1 mg</GuardedDose></>);
      await user.type(screen.getByLabelText('Idade'), '7');
      await user.type(screen.getByLabelText('Peso (kg)'), '22');
      const box = await screen.findByTestId('weight-unchecked');
      expect(box).toHaveTextContent('tabelas de crescimento indisponíveis');
      expect(screen.queryByText('1 mg')).toBeNull();
      await user.click(within(box).getByRole('button', { name: 'Confirmo o peso' }));
      expect(screen.getByText('1 mg')).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('a plausible weight for the age shows the dose, unmarked', async () => {
    const user = userEvent.setup();
    wrap(<><PatientInputs /><GuardedDose>1 mg</GuardedDose></>);
    await user.type(screen.getByLabelText('Idade'), '7');
    await user.type(screen.getByLabelText('Peso (kg)'), '22');
    expect(await screen.findByText('1 mg')).toBeInTheDocument();
    expect(screen.queryByTestId('weight-implausible')).toBeNull();
    expect(screen.queryByTestId('dose-confirmed-weight')).toBeNull();
  });

  it('sign-out clears the patient', () => {
    useAuthStore.getState().setSession({ id: 'u1', email: 'a@b.c' });
    usePatientStore.getState().set({ weight: '10' });
    expect(usePatientStore.getState().owner).toBe('u1');
    useAuthStore.getState().clear();
    expect(usePatientStore.getState().weight).toBe('');
  });
});
