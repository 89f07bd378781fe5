// Public surface of the addresses feature.
export {
  SELECTED_ADDRESS_STORAGE_KEY,
  useSelectedAddressStore,
  type Address,
  type SelectedAddressState,
} from './stores/selected-address-store';
