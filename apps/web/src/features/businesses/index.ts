// Public surface of the businesses feature (issue 12).
export {
  businessKeys,
  openDocument,
  useBusiness,
  useCargoCompanies,
  useCities,
  useDecideBusiness,
  useDistricts,
  useInviteMember,
  useMembers,
  useMyBusinesses,
  useNeighbourhoods,
  useOperatorBusinesses,
  useRemoveMember,
  useSaveSettings,
  useSettings,
} from './api/businesses';
export {
  BusinessForm,
  businessToFormValues,
  SelectField,
  toApplicationInput,
} from './components/business-form';
