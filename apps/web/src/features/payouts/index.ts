// Commissions (operators) and statements and payouts (sellers): issue 16, docs/decisions/039.
export { CommissionRulesPage } from './commission-rules-page';
export { StatementsPage } from './statements-page';
