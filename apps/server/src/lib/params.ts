import { z } from 'zod';

const MAX_INT = 2_147_483_647;

/** A path id: a positive whole number that fits an int column, else 400 with `message`. */
export function pathId(message: string) {
  return z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: message })
    .transform(Number)
    .refine((n) => n <= MAX_INT, { error: message });
}
