// Public surface of the wallet feature: balance, ledger, card top-ups.
export { walletKeys, WALLET_PATH, TOP_UP_PATH } from './api/keys';
export { getWallet, useWallet } from './api/get-wallet';
export { topUp, useTopUp } from './api/top-up';
export { usePaymentStatus } from './api/payments';
export { parseTlAmount, topUpAmountError, TOP_UP_PRESETS_TL } from './lib/amount';
export { WalletView } from './components/wallet-view';
export { TopUpForm } from './components/top-up-form';
export { LedgerTable, LedgerList, signedMoney } from './components/ledger';
export { PaymentResult } from './components/payment-result';
