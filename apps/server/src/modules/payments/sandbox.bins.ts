import type { InstallmentInfo, InstallmentOption } from '@carsi/shared';

/**
 * The sandbox's card BIN table: which bank and card programme a number belongs to, and the
 * instalment interest the programme charges. Illustrative figures for test mode only; iyzico
 * answers with the real ones.
 */
type Card = Omit<InstallmentInfo, 'bin' | 'options'>;

interface Programme {
  /** Interest on the total by instalment count, percent; counts missing are not offered. */
  rates: Record<number, number>;
}

const PROGRAMMES: Record<string, Programme> = {
  Paraf: { rates: { 1: 0, 2: 0, 3: 0, 6: 8.9, 9: 13.4, 12: 17.9 } },
  Bonus: { rates: { 1: 0, 2: 2.9, 3: 4.4, 6: 8.7, 9: 12.9, 12: 17.1 } },
  World: { rates: { 1: 0, 2: 3.1, 3: 4.6, 6: 9.1, 9: 13.5 } },
  Maximum: { rates: { 1: 0, 2: 0, 3: 4.5, 6: 8.9, 9: 13.2, 12: 17.5 } },
  Axess: { rates: { 1: 0, 2: 3, 3: 4.5, 6: 9, 9: 13.3, 12: 17.6 } },
};

const BINS: Record<string, Card> = {
  '552879': {
    bank_name: 'Halkbank',
    card_family: 'Paraf',
    card_type: 'CREDIT_CARD',
    card_association: 'MASTER_CARD',
  },
  '476662': {
    bank_name: 'Denizbank',
    card_family: null,
    card_type: 'DEBIT_CARD',
    card_association: 'VISA',
  },
  '411111': {
    bank_name: 'Akbank',
    card_family: 'Axess',
    card_type: 'CREDIT_CARD',
    card_association: 'VISA',
  },
  '413111': {
    bank_name: 'Yapı Kredi',
    card_family: 'World',
    card_type: 'CREDIT_CARD',
    card_association: 'VISA',
  },
  '554960': {
    bank_name: 'Garanti BBVA',
    card_family: 'Bonus',
    card_type: 'CREDIT_CARD',
    card_association: 'MASTER_CARD',
  },
  '589004': {
    bank_name: 'Finansbank',
    card_family: null,
    card_type: 'DEBIT_CARD',
    card_association: 'MASTER_CARD',
  },
  '979203': {
    bank_name: 'İş Bankası',
    card_family: 'Maximum',
    card_type: 'CREDIT_CARD',
    card_association: 'TROY',
  },
};

export function lookupBin(numberOrBin: string): Card | null {
  return BINS[numberOrBin.slice(0, 6)] ?? null;
}

/** Single payment always; more only for credit cards of a known programme. */
export function installmentOptions(card: Card, amount: number): InstallmentOption[] {
  const rates =
    card.card_type === 'CREDIT_CARD' && card.card_family
      ? (PROGRAMMES[card.card_family]?.rates ?? { 1: 0 })
      : { 1: 0 };
  return Object.entries(rates)
    .map(([n, rate]) => {
      const installments = Number(n);
      const total = Math.round(amount * (1 + rate / 100));
      return {
        installments,
        total_price: total,
        installment_price: Math.ceil(total / installments),
      };
    })
    .sort((a, b) => a.installments - b.installments);
}
