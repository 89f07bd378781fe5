// Placeholder until the issue-4 page lands.
export { ComingSoonRoute as CategoryPage } from './coming-soon';
