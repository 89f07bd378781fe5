// Placeholder until the issue-4 page lands.
export { ComingSoonRoute as SearchPage } from './coming-soon';
