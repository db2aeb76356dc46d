/** Local UI preferences: home section open state and the clinical-mode branding switch. */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type HomeSectionId = 'medicamentos' | 'protocolos' | 'ferramentas' | 'comunidade';

export const DEFAULT_SECTION_OPEN: Record<HomeSectionId, boolean> = {
  medicamentos: true,
  protocolos: false,
  ferramentas: false,
  comunidade: false,
};

interface PreferencesState {
  sections: Record<HomeSectionId, boolean>;
  clinicalMode: boolean;
  toggleSection: (id: HomeSectionId) => void;
  setClinicalMode: (on: boolean) => void;
}

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      sections: { ...DEFAULT_SECTION_OPEN },
      clinicalMode: false,
      toggleSection: (id) => set((s) => ({ sections: { ...s.sections, [id]: !s.sections[id] } })),
      setClinicalMode: (clinicalMode) => set({ clinicalMode }),
    }),
    {
      name: 'pedbook_preferences',
      version: 1,
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<PreferencesState>;
        return {
          ...current,
          clinicalMode: p.clinicalMode === true,
          sections: { ...DEFAULT_SECTION_OPEN, ...(p.sections ?? {}) },
        };
      },
    },
  ),
);
