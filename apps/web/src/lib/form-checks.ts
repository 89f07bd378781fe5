import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

// Hand-written checks for the forms of the first pages a visitor opens (login, registration):
// the same rules and Turkish texts as the shared zod contracts, without loading zod in the
// browser (ADR 043). The server validates every body with the zod contracts all the same.

/** A field's first problem, or null. */
export type Check<T> = (value: T) => string | null;

/**
 * A react-hook-form resolver from per-field checks and an output mapping: the first message
 * per field, as zodResolver reports it; the mapped values when every field passes.
 */
export function checksResolver<In extends FieldValues, Out extends FieldValues>(
  checks: { [K in keyof In]?: Check<In[K]> },
  output: (values: In) => Out,
): Resolver<In, unknown, Out> {
  return (values, _context, options) => {
    const errors: Record<string, FieldError> = {};
    for (const name of Object.keys(checks) as Array<keyof In & string>) {
      const message = checks[name]?.(values[name]);
      if (message !== null && message !== undefined) {
        const ref = (options.fields as Record<string, { ref?: FieldError['ref'] } | undefined>)[
          name
        ]?.ref;
        errors[name] = { type: 'validation', message, ref };
      }
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<In> };
    return { values: output(values), errors: {} };
  };
}

/** `value` as a string ('' for anything else), as zod's string rules see a text field. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Zod's e-mail pattern (zod/v4/core regexes `email`), so browser and server agree. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
