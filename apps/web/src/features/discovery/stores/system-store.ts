import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJSONStorage } from '@/lib/persist';

// The shopper's chosen compatibility system (their car or phone), remembered on this device so
// the finder and the home page's teaser open with it next time.

export const SYSTEM_STORAGE_KEY = 'carsi-system';

export interface ChosenSystem {
  id: number;
  /** "Otomobil › Renault › Clio › 2019–2025", for places that have no tree at hand. */
  label: string;
}

export interface SystemState {
  system: ChosenSystem | null;
  choose: (system: ChosenSystem) => void;
  clear: () => void;
}

function isChosenSystem(value: unknown): value is ChosenSystem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' && Number.isInteger(v.id) && v.id > 0 && typeof v.label === 'string'
  );
}

export const useSystemStore = create<SystemState>()(
  persist(
    (set) => ({
      system: null,
      choose: (system) => set({ system }),
      clear: () => set({ system: null }),
    }),
    {
      name: SYSTEM_STORAGE_KEY,
      version: 1,
      storage: localJSONStorage<Pick<SystemState, 'system'>>(),
      partialize: (state) => ({ system: state.system }),
      // Whatever is stored is checked: a hand-edited or older value must not break the page.
      merge: (persisted, current) => {
        const system = (persisted as Partial<Pick<SystemState, 'system'>> | undefined)?.system;
        return { ...current, system: isChosenSystem(system) ? system : null };
      },
    },
  ),
);
