export { UpcomingFeaturesPage } from './roadmap-page';
