import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';

/**
 * How a shopper is shown under a review or question: the first letter of each name, the rest
 * starred ("Ayşe Yılmaz" → "A*** Y****"), the same shape as the demo's reviews
 * (seed/data/feedback.ts maskName), so written and seeded reviews look alike.
 */
export function maskedAuthorName(firstName: string, lastName: string): string {
  const mask = (s: string) => {
    const letters = [...s.trim()];
    if (letters.length === 0) return '';
    return `${letters[0]!.toLocaleUpperCase('tr-TR')}${'*'.repeat(Math.max(2, letters.length - 1))}`;
  };
  const shown = [mask(firstName), mask(lastName)].filter(Boolean).join(' ');
  return shown || 'Çarşı üyesi';
}

/** The masked name of a user, from their profile. */
export async function authorNameOf(db: DbOrTx, userId: number): Promise<string> {
  const [u] = await queryRows<{ first_name: string; last_name: string }>(
    db,
    sql`SELECT first_name, last_name FROM users WHERE id = ${userId}`,
  );
  if (!u) throw notFound('Kullanıcı bulunamadı.');
  return maskedAuthorName(u.first_name, u.last_name);
}
