export { OperatorConsolePage } from './console-page';
export { OperatorGate } from './operator-gate';
export { ReportedQuestionsPage } from './reported-questions-page';
export { StarredDealsPage } from './starred-deals-page';
