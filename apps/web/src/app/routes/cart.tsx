// Placeholder until the cart page lands.
export { ComingSoonRoute as CartPage } from './coming-soon';
