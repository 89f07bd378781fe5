// Zod-free on purpose: the registration page's strength meter imports it, and that page does
// not load zod (ADR 043).

/** 0–4 strength score shown under password fields. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (!password) return 0;
  let score = 0;
  if (password.length >= 8) score++;
  if (password.length >= 12) score++;
  if (/\p{Ll}/u.test(password) && /\p{Lu}/u.test(password)) score++;
  if (/\d/.test(password) && /[^\p{L}\d]/u.test(password)) score++;
  return Math.min(4, score) as 0 | 1 | 2 | 3 | 4;
}
