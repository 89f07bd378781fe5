// Placeholder until the address pages land.
export { ComingSoonRoute as AddressUpdatePage } from './coming-soon';
