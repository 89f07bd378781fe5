// Placeholder until the address pages land.
export { ComingSoonRoute as ChooseAddressPage } from './coming-soon';
