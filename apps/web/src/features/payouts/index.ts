// Commissions and payouts (operators), statements (sellers): issue 16, docs/decisions/039.
export { CommissionRulesPage } from './commission-rules-page';
export { PayoutsPage } from './payouts-page';
export { StatementsPage } from './statements-page';
