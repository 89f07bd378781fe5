export {
  accrueLedger,
  chargeDispute,
  commissionsForLines,
  makeStatements,
  payStatements,
  runWeeklyPayouts,
} from './ledger.service.ts';
export { payoutsModule } from './payouts.module.ts';
