// Turkish mobile numbers as the visitor types them: "+90 532 123 45 67". The shared
// `trMobileSchema` validates and normalises to "+905321234567" on submit.

/** Formats partial input progressively; keeps deleting possible ("+90 5" → "+90" → "+9" → "+"). */
export function formatTrPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return raw.trim().startsWith('+') ? '+' : '';
  let local: string;
  if (digits.startsWith('90')) local = digits.slice(2);
  else if (digits === '9') return '+9';
  else if (digits.startsWith('0')) local = digits.slice(1);
  else local = digits;
  if (local === '') return digits.startsWith('90') ? '+90' : '0';
  local = local.slice(0, 10);
  const groups = [local.slice(0, 3), local.slice(3, 6), local.slice(6, 8), local.slice(8, 10)];
  return `+90 ${groups.filter(Boolean).join(' ')}`;
}

/** A stored number ("+905321234567") for display and prefill; "" for none. */
export function displayTrPhone(value: string | null | undefined): string {
  return value ? formatTrPhone(value) : '';
}
