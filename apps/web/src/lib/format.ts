// Display formats of the web app (SPEC §9, DESIGN §3): money as "1.299,90 TL" from kuruş,
// dates in 24-hour tr-TR local time, "-" for an empty date. One implementation, in shared.
export { discountPercent, formatDate, formatDateTime, formatMoney } from '@carsi/shared';
