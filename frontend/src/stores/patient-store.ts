/** The patient a doctor is working on (weight, age, sex), typed once and shared by every calculator,
 * poisoning and medication page. Kept as the text the user typed (parsing and validation live in
 * components/patient), persisted in sessionStorage for the tab's session and cleared when the
 * signed-in user changes or signs out (issue 13 §5). Never server data. */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useAuthStore } from './auth-store';

export const PATIENT_SESSION_KEY = 'pedbook_patient';

export type AgeMode = 'years_months' | 'birth_date';
export type PatientSex = 'M' | 'F';

export interface PatientFields {
  weight: string;
  ageMode: AgeMode;
  years: string;
  months: string;
  birthDate: string;
  sex: PatientSex | null;
  /** Optional height (cm) as typed: beyond 120 months the weight is checked by BMI-for-age with it. */
  height: string;
  /** The weight + age text the user confirmed as right despite the tenfold-slip warning. */
  confirmed: string | null;
}

interface PatientState extends PatientFields {
  /** Id of the signed-in user the values were typed under (null: signed out). */
  owner: string | null;
  set: (patch: Partial<PatientFields>) => void;
  confirm: (key: string) => void;
  clear: () => void;
}

export const EMPTY_PATIENT: PatientFields = {
  weight: '', ageMode: 'years_months', years: '', months: '', birthDate: '', sex: null, height: '', confirmed: null,
};

const currentUser = () => {
  const a = useAuthStore.getState();
  return a.user?.id ?? null;
};

export const usePatientStore = create<PatientState>()(
  persist(
    (set) => ({
      ...EMPTY_PATIENT,
      owner: null,
      set: (patch) => set((s) => {
        const next = { ...s, ...patch, owner: currentUser() };
        // any change to weight or age withdraws a confirmation given for other values
        if (!('confirmed' in patch)) next.confirmed = null;
        return next;
      }),
      confirm: (key) => set({ confirmed: key }),
      clear: () => set({ ...EMPTY_PATIENT, owner: null }),
    }),
    {
      name: PATIENT_SESSION_KEY,
      version: 2,
      // version 1 had no height: keep what was typed, with an empty height
      migrate: (persisted) => ({ ...EMPTY_PATIENT, ...(persisted as Partial<PatientFields>) }),
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ weight, ageMode, years, months, birthDate, sex, height, confirmed, owner }) => ({ weight, ageMode, years, months, birthDate, sex, height, confirmed, owner }),
    },
  ),
);

/** Sign-out (or another user signing in) clears the patient: checked once the session is known. */
function syncOwner(auth: { initialized: boolean; user: { id: string } | null }) {
  if (!auth.initialized) return;
  const s = usePatientStore.getState();
  const user = auth.user?.id ?? null;
  if (s.owner !== user) {
    const typed = s.weight || s.years || s.months || s.birthDate || s.height;
    if (typed && s.owner !== null) s.clear();
    usePatientStore.setState({ owner: user });
  }
}
syncOwner(useAuthStore.getState());
useAuthStore.subscribe(syncOwner);
