// Form helpers every feature's forms share (react-hook-form + zod).

/** zod `error` option for zodResolver: the schema's own message wins, this is the fallback. */
export const trIssueMessage = (issue: { code: string }): string => {
  if (issue.code === 'too_big') return 'Bu alan çok uzun.';
  if (issue.code === 'invalid_type') return 'Bu alan zorunludur.';
  return 'Bu alanı kontrol edin.';
};

/**
 * Focuses the first field with an error, in the order the form shows them. react-hook-form's
 * own focus follows registration order, where a Controller field comes after the others.
 */
export function focusFirstError<F extends string>(
  errors: Partial<Record<F, unknown>>,
  order: readonly F[],
  setFocus: (name: F) => void,
): void {
  const first = order.find((field) => errors[field]);
  if (first) setFocus(first);
}
