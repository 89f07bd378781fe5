// Placeholder until the issue-4 page lands.
export { ComingSoonRoute as SuperDealsPage } from './coming-soon';
