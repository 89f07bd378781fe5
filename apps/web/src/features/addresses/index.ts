// Public surface of the addresses feature.
export {
  SELECTED_ADDRESS_STORAGE_KEY,
  useSelectedAddressStore,
  type Address,
  type SelectedAddressState,
} from './stores/selected-address-store';
export {
  addressKeys,
  useAddress,
  useAddresses,
  useDeleteAddress,
  useMakeDefault,
  useSaveAddress,
  ADDRESSES_PATH,
} from './api/addresses';
export { AddressForm, addressToFormValues, toAddressInput } from './components/address-form';
export { AddressSummary, fullAddress, toSelectedAddress } from './components/address-summary';
export { CheckoutSteps } from './components/checkout-steps';
export { serverDetail } from '@/features/account';
