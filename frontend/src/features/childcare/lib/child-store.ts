/** The child of the childcare pages (sex, birth data, dated measurements, vaccines marked as given,
 * milestones observed), typed once and shared by the growth chart, calendars, supplementation,
 * milestones and the overview. Kept as typed text in sessionStorage for the tab's session only and
 * cleared when the signed-in user changes; never sent to the server. */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useAuthStore } from '@/stores/auth-store';

export const CHILD_SESSION_KEY = 'pedbook_child';

export interface MeasurementFields {
  id: string;
  date: string;
  weight: string;
  length: string;
  measured: 'lying' | 'standing' | '';
  head: string;
}

export interface ChildFields {
  sex: 'M' | 'F' | null;
  birthDate: string;
  gaWeeks: string;
  gaDays: string;
  birthWeight: string;
  /** Risk factors for iron deficiency (asked for term infants ≥ 2500 g). */
  ironRisk: '' | 'sim' | 'nao';
  /** The date the calendars and ages are computed for ('' = today). */
  onDate: string;
  measurements: MeasurementFields[];
  given: string[];
  present: string[];
}

export const EMPTY_CHILD: ChildFields = {
  sex: null, birthDate: '', gaWeeks: '', gaDays: '', birthWeight: '', ironRisk: '', onDate: '', measurements: [], given: [], present: [],
};

let seq = 0;
export function newMeasurement(date = ''): MeasurementFields {
  seq += 1;
  return { id: `m${Date.now().toString(36)}${seq}`, date, weight: '', length: '', measured: '', head: '' };
}

interface ChildState extends ChildFields {
  owner: string | null;
  set: (patch: Partial<ChildFields>) => void;
  setMeasurement: (id: string, patch: Partial<MeasurementFields>) => void;
  addMeasurement: () => void;
  removeMeasurement: (id: string) => void;
  toggle: (list: 'given' | 'present', id: string) => void;
  clear: () => void;
}

export const useChildStore = create<ChildState>()(
  persist(
    (set) => ({
      ...EMPTY_CHILD,
      owner: null,
      set: (patch) => set(patch),
      setMeasurement: (id, patch) => set((s) => ({ measurements: s.measurements.map((m) => (m.id === id ? { ...m, ...patch } : m)) })),
      addMeasurement: () => set((s) => ({ measurements: [...s.measurements, newMeasurement()] })),
      removeMeasurement: (id) => set((s) => ({ measurements: s.measurements.filter((m) => m.id !== id) })),
      toggle: (list, id) => set((s) => ({ [list]: s[list].includes(id) ? s[list].filter((x) => x !== id) : [...s[list], id] })),
      clear: () => set({ ...EMPTY_CHILD }),
    }),
    {
      name: CHILD_SESSION_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ owner, set: _s, setMeasurement: _m, addMeasurement: _a, removeMeasurement: _r, toggle: _t, clear: _c, ...fields }) => ({ ...fields, owner }),
    },
  ),
);

function syncOwner(auth: { initialized: boolean; user: { id: string } | null }) {
  if (!auth.initialized) return;
  const s = useChildStore.getState();
  const user = auth.user?.id ?? null;
  if (s.owner !== user) {
    if (s.owner !== null) s.clear();
    useChildStore.setState({ owner: user });
  }
}
syncOwner(useAuthStore.getState());
useAuthStore.subscribe(syncOwner);
