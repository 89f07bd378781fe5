// Placeholder until the issue-4 page lands.
export { ComingSoonRoute as CompatibleSystemPage } from './coming-soon';
