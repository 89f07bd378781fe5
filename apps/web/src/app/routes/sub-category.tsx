// Placeholder until the issue-4 page lands.
export { ComingSoonRoute as SubCategoryPage } from './coming-soon';
