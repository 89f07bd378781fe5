import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { foldedWords } from './search.text.ts';
import { intArray, textArray } from '../../lib/sql-arrays.ts';

/**
 * Rebuilds the search vocabulary: each word of the folded search text of published products,
 * and each word of the attribute values they carry (colours, materials: "kırmızı", "pamuk"),
 * with the number of products it appears in. Search corrects and expands query words against
 * it (typos, Turkish suffixes), so it keeps real words only: words of letters, and words with
 * digits ("4k", "128") when at least two products share them — one-off model codes would only
 * slow the trigram index down. Set-based, a few statements; a few seconds for 100k products
 * on PostgreSQL. Run after bulk catalogue changes: a word newer than the vocabulary is still
 * found (stems, prefixes), only its typos are not corrected until the next refresh.
 */
export async function refreshSearchTerms(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM search_terms`);
  await db.execute(sql`
    INSERT INTO search_terms (term, doc_count)
    SELECT w.term, count(DISTINCT p.id)::int AS doc_count
      FROM products p,
           LATERAL regexp_split_to_table(p.search_text, '[^a-z0-9]+') AS w(term)
     WHERE p.status = 'yayinda' AND length(w.term) >= 2
     GROUP BY w.term
    HAVING w.term ~ '^[a-z]+$' OR count(DISTINCT p.id) >= 2`);

  // Attribute values are not in search_text and PostgreSQL cannot fold Turkish (DESIGN §5):
  // fold them here, then count products per folded word in one statement.
  const values = await queryRows<{ id: number; value: string }>(
    db,
    sql`SELECT id, value FROM attribute_values`,
  );
  const valueIds: number[] = [];
  const words: string[] = [];
  for (const v of values)
    for (const w of new Set(foldedWords(v.value)))
      if (/^[a-z]{2,}$/.test(w)) {
        valueIds.push(v.id);
        words.push(w);
      }
  if (valueIds.length)
    await db.execute(sql`
    INSERT INTO search_terms (term, doc_count)
    SELECT m.term, count(DISTINCT pv.product_id)::int
      FROM unnest(${intArray(valueIds)}, ${textArray(words)}) AS m(value_id, term)
      JOIN (SELECT pav.product_id, pav.attribute_value_id FROM product_attribute_values pav
            UNION
            SELECT v.product_id, vav.attribute_value_id
              FROM variant_attribute_values vav JOIN variants v ON v.id = vav.variant_id
             WHERE v.is_active) pv ON pv.attribute_value_id = m.value_id
      JOIN products p ON p.id = pv.product_id AND p.status = 'yayinda'
     GROUP BY m.term
    ON CONFLICT (term) DO UPDATE SET doc_count = GREATEST(search_terms.doc_count, EXCLUDED.doc_count)`);

  // Rows written in bulk wait in the GIN indexes' pending lists, which every search then reads
  // in full (15 ms instead of 0.1 ms per vocabulary lookup): merge them now rather than at the
  // next (auto)vacuum.
  await db.execute(sql`SELECT gin_clean_pending_list('search_terms_trgm_idx'::regclass),
                              gin_clean_pending_list('products_search_fts_idx'::regclass),
                              gin_clean_pending_list('products_search_trgm_idx'::regclass)`);
}

/**
 * The scheduled refresh: `refreshSearchTerms` in one transaction, so searches see the old
 * vocabulary until the new one is complete, under a transaction-level advisory lock, so two
 * processes never rebuild it at once (the second finds the lock taken and leaves it; its
 * result would be the same). Returns false when it left it.
 */
export async function refreshSearchTermsExclusive(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ ok: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(hashtext('carsi:search_terms')) AS ok`,
    );
    if (!lock?.ok) return false;
    await refreshSearchTerms(tx);
    return true;
  });
}
