export { AuditLogPage } from './audit-page';
export { CategoriesPage } from './categories-page';
export { OperatorConsolePage } from './console-page';
export { DisputesPage } from './disputes-page';
export { OperatorGate } from './operator-gate';
export { ReportedQuestionsPage } from './reported-questions-page';
export { UsersPage } from './users-page';
export { StarredDealsPage } from './starred-deals-page';
