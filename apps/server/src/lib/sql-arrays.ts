import { type SQL, sql } from 'drizzle-orm';

/**
 * Arrays as one parameter each: drizzle expands a JavaScript array into one parameter per
 * element, which is slow and hits the parameter limit for thousands of product ids. A single
 * array literal keeps the statement small and lets PostgreSQL hash `= ANY(…)`.
 */
export const intArray = (xs: readonly number[]): SQL =>
  sql`${`{${xs.map((x) => Math.trunc(x)).join(',')}}`}::int[]`;

/** Only for folded words ([a-z0-9]+); quoted so that a word such as "null" stays a word. */
export const textArray = (xs: readonly string[]): SQL => {
  for (const x of xs) if (!/^[a-z0-9]+$/.test(x)) throw new Error(`not a folded word: ${x}`);
  return sql`${`{${xs.map((x) => `"${x}"`).join(',')}}`}::text[]`;
};
