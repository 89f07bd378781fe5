import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore, type User } from '@/lib/session-store';
import {
  SELECTED_ADDRESS_STORAGE_KEY,
  useSelectedAddressStore,
  type Address,
} from './selected-address-store';

const address: Address = {
  id: 3,
  title: 'Ev',
  full_name: 'Ayşe Yılmaz',
  phone: '+90 532 123 45 67',
  il: 'İstanbul',
  ilce: 'Kadıköy',
  mahalle: 'Caferağa Mah.',
  address_line: 'Moda Cad. No: 12 D: 4',
  postal_code: '34710',
};
const user: User = {
  id: 1,
  email: 'a@carsi.test',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  phone: null,
  role: 'shopper',
  email_verified: true,
  profile_completed: true,
  businesses: [],
};

beforeEach(() => {
  useSelectedAddressStore.getState().clear();
  sessionStorage.clear();
});

describe('selected address', () => {
  it('starts empty', () => {
    expect(useSelectedAddressStore.getInitialState().selectedAddress).toBeNull();
  });

  it('sets and clears the address', () => {
    useSelectedAddressStore.getState().setSelectedAddress(address);
    expect(useSelectedAddressStore.getState().selectedAddress).toEqual(address);
    useSelectedAddressStore.getState().clear();
    expect(useSelectedAddressStore.getState().selectedAddress).toBeNull();
  });

  it('is kept for the tab in sessionStorage, not in localStorage', () => {
    useSelectedAddressStore.getState().setSelectedAddress(address);
    const stored = JSON.parse(sessionStorage.getItem(SELECTED_ADDRESS_STORAGE_KEY) ?? 'null') as {
      state: { selectedAddress: Address };
    };
    expect(stored.state.selectedAddress).toEqual(address);
    expect(localStorage.getItem(SELECTED_ADDRESS_STORAGE_KEY)).toBeNull();
  });

  it('is cleared when the session ends', () => {
    useSessionStore.getState().setSession('t', user);
    useSelectedAddressStore.getState().setSelectedAddress(address);
    useSessionStore.getState().clear();
    expect(useSelectedAddressStore.getState().selectedAddress).toBeNull();
  });
});
