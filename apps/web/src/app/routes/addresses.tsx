// Placeholder until the address pages land.
export { ComingSoonRoute as AddressesPage } from './coming-soon';
