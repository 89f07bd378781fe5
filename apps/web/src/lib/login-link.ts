import { paths } from '@/config/paths';

// A link to /login that says why and where the visitor goes afterwards: `?next=` (checked with
// safeNextPath when the login page reads it) and `?neden=` (one of the reasons below, never
// free text from the address bar).

/** What the login page says above its form, by the `neden` of the link. */
export const LOGIN_REASONS = {
  siparis: 'Siparişinizi tamamlamak için giriş yapın',
} as const;
export type LoginReason = keyof typeof LOGIN_REASONS;

/** `/login?next=/adres-sec/&neden=siparis` */
export function loginHref(next: string, reason?: LoginReason): string {
  const query = new URLSearchParams({ next });
  if (reason) query.set('neden', reason);
  return `${paths.login.path}?${query.toString()}`;
}

/** The sentence of a `neden` value, or null for none or an unknown one. */
export function loginReasonText(value: string | null): string | null {
  return value !== null && Object.hasOwn(LOGIN_REASONS, value)
    ? LOGIN_REASONS[value as LoginReason]
    : null;
}
