// Placeholder until the address pages land.
export { ComingSoonRoute as AddressCreatePage } from './coming-soon';
