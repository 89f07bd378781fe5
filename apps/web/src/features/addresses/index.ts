// Public surface of the addresses feature.
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
