// What other modules may use of the operators' console.
export { operationsModule } from './operations.module.ts';
export { waitingDisputes } from './disputes.service.ts';
