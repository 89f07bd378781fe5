// Placeholder until the cart page lands.
export { ComingSoonRoute as GuestCartPage } from './coming-soon';
