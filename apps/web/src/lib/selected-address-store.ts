import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJSONStorage } from '@/lib/persist';
import { onSessionEnd } from '@/lib/session-store';

// The address chosen at /adres-sec/ for the current checkout (SPEC §3). Kept for the tab's
// life only (sessionStorage): a reload mid-checkout keeps it, a new visit asks again.

export const SELECTED_ADDRESS_STORAGE_KEY = 'carsi-selected-address';

export interface Address {
  id: number;
  /** the shopper's name for it: "Ev", "İş" */
  title: string;
  full_name: string;
  /** +90 5XX XXX XX XX */
  phone: string;
  il: string;
  ilce: string;
  mahalle: string;
  address_line: string;
  postal_code: string;
}

export interface SelectedAddressState {
  selectedAddress: Address | null;
  setSelectedAddress: (address: Address | null) => void;
  clear: () => void;
}

export const useSelectedAddressStore = create<SelectedAddressState>()(
  persist(
    (set) => ({
      selectedAddress: null,
      setSelectedAddress: (address) => set({ selectedAddress: address }),
      clear: () => set({ selectedAddress: null }),
    }),
    {
      name: SELECTED_ADDRESS_STORAGE_KEY,
      storage: sessionJSONStorage<Pick<SelectedAddressState, 'selectedAddress'>>(),
      partialize: (state) => ({ selectedAddress: state.selectedAddress }),
    },
  ),
);

// One user's address must not follow the next user.
onSessionEnd(() => useSelectedAddressStore.getState().clear());
