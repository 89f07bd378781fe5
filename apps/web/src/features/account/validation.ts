import { passwordStrength } from '@carsi/shared';

// Account form rules: password texts and strength, birth-date bounds.

export const PASSWORD_RULE = 'En az 8 karakter, bir harf ve bir rakam';
export const PASSWORDS_DIFFER = 'Şifreler eşleşmiyor.';

export const STRENGTH_LABELS = ['Çok zayıf', 'Zayıf', 'Orta', 'İyi', 'Güçlü'] as const;

/** 0–4 and its Turkish label. */
export function strengthOf(password: string): { score: 0 | 1 | 2 | 3 | 4; label: string } {
  const score = passwordStrength(password);
  return { score, label: STRENGTH_LABELS[score] };
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/**
 * The latest birth date (YYYY-MM-DD) the shared rule accepts today: at least 13 years
 * (of 365.25 days, as the schema counts) before now. Used as the date input's `max`.
 */
export function latestBirthDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 13 * YEAR_MS).toISOString().slice(0, 10);
}

/** The earliest one (120 years ago), the date input's `min`. */
export function earliestBirthDate(now: Date = new Date()): string {
  const d = new Date(now.getTime() - 120 * YEAR_MS + 24 * 3600 * 1000);
  return d.toISOString().slice(0, 10);
}
