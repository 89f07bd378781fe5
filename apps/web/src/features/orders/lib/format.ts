import { formatMoney, type Refund } from '@carsi/shared';

// Texts of the order pages that are built from several values.

const dayMonth = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long' });
const dayOnly = new Intl.DateTimeFormat('tr-TR', { day: 'numeric' });
const weekday = new Intl.DateTimeFormat('tr-TR', { weekday: 'long' });

/** An Istanbul calendar date (YYYY-MM-DD) at noon, so no time zone moves it to another day. */
function calendarDate(value: string): Date | null {
  const d = new Date(`${value.slice(0, 10)}T12:00:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "14 Mayıs Çarşamba", "12–14 Mayıs" or "30 Nisan – 2 Mayıs"; "-" when unknown. */
export function formatDeliveryRange(range: { from: string; to: string }): string {
  const from = calendarDate(range.from);
  const to = calendarDate(range.to);
  if (!from || !to) return '-';
  if (from.getTime() === to.getTime()) return `${dayMonth.format(from)} ${weekday.format(from)}`;
  if (from.getMonth() === to.getMonth() && from.getFullYear() === to.getFullYear())
    return `${dayOnly.format(from)}–${dayMonth.format(to)}`;
  return `${dayMonth.format(from)} – ${dayMonth.format(to)}`;
}

/** "120,00 TL kartınıza iade edildi", "50,00 TL cüzdanınıza iade edildi", or both parts. */
export function refundText(refund: Refund): string {
  const parts: string[] = [];
  if (refund.card_amount > 0) parts.push(`${formatMoney(refund.card_amount)} kartınıza`);
  if (refund.wallet_amount > 0) parts.push(`${formatMoney(refund.wallet_amount)} cüzdanınıza`);
  if (parts.length === 0) return `${formatMoney(refund.amount)} iade edildi`;
  return `${parts.join(', ')} iade edildi`;
}

/** "3 taksit" or "Tek çekim". */
export function installmentsText(installments: number): string {
  return installments > 1 ? `${installments} taksit` : 'Tek çekim';
}
