import { MODERATION_REASONS, type ModerationType, type ReviewRejection } from '@carsi/shared';

/** The stored reason codes of a rejection with their labels and fields, for the seller. */
export function rejectionOf(
  type: ModerationType,
  status: string,
  codes: readonly string[],
  note: string,
): ReviewRejection | null {
  if (status !== 'reddedildi') return null;
  const known = new Map(MODERATION_REASONS[type].map((r) => [r.code, r]));
  return {
    reasons: codes.map((code) => {
      const r = known.get(code);
      return { code, label: r?.label ?? code, field: r?.field ?? null };
    }),
    note,
  };
}

/** PostgreSQL's unique_violation, on both drivers. */
export const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};
