export { processOpenBulkJobs } from './bulk.service.ts';
