// Placeholder until the issue-4 page lands.
export { ComingSoonRoute as BestSellersPage } from './coming-soon';
