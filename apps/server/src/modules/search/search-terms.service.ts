import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Rebuilds the search vocabulary from the folded search text of published products: each word
 * of two or more letters with the number of products it appears in. Set-based, one statement
 * each; about a second for 100k products on PostgreSQL. Run after bulk catalogue changes.
 */
export async function refreshSearchTerms(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM search_terms`);
  await db.execute(sql`
    INSERT INTO search_terms (term, doc_count)
    SELECT w.term, count(DISTINCT p.id)::int
      FROM products p,
           LATERAL regexp_split_to_table(p.search_text, '[^a-z0-9]+') AS w(term)
     WHERE p.status = 'yayinda' AND length(w.term) >= 2
     GROUP BY w.term`);
}
