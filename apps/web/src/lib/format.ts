// Display formats of the web app (SPEC §9, DESIGN §3): money in tr-TR TRY from kuruş,
// dates in 24-hour tr-TR local time, "-" for an empty date. One implementation, in shared.
export { discountPercent, formatDate, formatDateTime, formatMoney } from '@carsi/shared';
