// Placeholder until the issue-4 page lands.
export { ComingSoonRoute as ProductPage } from './coming-soon';
