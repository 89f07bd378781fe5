// Zod-free on purpose: the cookie banner reads the stored choice on every page, and zod must
// not ride along into the first-page script. contracts/privacy.ts checks the schema agrees.

export const COOKIE_POLICY_VERSION = '2026-11';
export const COOKIE_CHOICES_KEY = 'carsi_cookie_choices';
/**
 * A necessary cookie that only says "this browser has chosen for the current policy version"
 * (its value is the version): a server-rendered page, which always carries the banner, hides it
 * at once for such a browser instead of showing it until the script runs.
 */
export const COOKIE_CHOSEN_COOKIE = 'carsi_cc';
/** The class the server puts on <body> when that cookie names the current version. */
export const COOKIE_CHOSEN_CLASS = 'cookie-chosen';

/** The visitor's cookie choices as this browser keeps them. */
export interface CookieChoices {
  version: string;
  analytics: boolean;
  marketing: boolean;
  at: string;
}

/** A stored value that has the shape of cookie choices (anything else counts as no choice). */
export function isCookieChoices(value: unknown): value is CookieChoices {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.version === 'string' &&
    typeof v.analytics === 'boolean' &&
    typeof v.marketing === 'boolean' &&
    typeof v.at === 'string'
  );
}
