import { type SQL, sql } from 'drizzle-orm';
import { type SearchQuery, trLower } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { Cache } from '../../plugins/cache.plugin.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { listProducts, type ListingResult } from '../catalog/listing.service.ts';
import {
  type ListingSnapshot,
  listFromSnapshot,
  loadSnapshot,
  SnapshotStore,
} from '../catalog/listing-snapshot.ts';
import {
  attributeValueWords,
  int,
  isKnown,
  matchingPlans,
  matchProducts,
  type Match,
  planWords,
  type WordPlan,
} from './search.match.ts';
import { displayWord, queryWords } from './search.text.ts';
import { intArray, textArray } from '../../lib/sql-arrays.ts';

export interface SearchResult extends ListingResult {
  did_you_mean: string | null;
}

/** Seconds the count and facets of a search may lag writes (as the listing's, ADR 011). */
const FACET_TTL = 30;

/**
 * Seconds the set of products matching a query may lag product text changes, and the filters,
 * facets and order of its results price, stock and sales changes (the snapshot, ADR 048).
 */
const MATCH_TTL = 30;

/** At most this many results count as "very few": then rare words are corrected too. */
const FEW_RESULTS = 3;

/**
 * Search: the listing (filters, facets, sorts, pages) narrowed to the products matching `q`.
 * The matching products and their relevance are computed once (search.match.ts) and their
 * listing columns read into a snapshot (catalog/listing-snapshot.ts, ADR 048): filters, count,
 * facets and the order by relevance tier are then computed in memory, and only the page's cards
 * are read. The `system` filter goes through the database listing with the matches as an id
 * list. Any explicit sort overrides relevance.
 */
export async function searchProducts(
  db: DbOrTx,
  cache: Cache,
  q: SearchQuery,
  /** `sql` lists through the database (the snapshot's reference in tests, and `system`). */
  engine: 'snapshot' | 'sql' = 'snapshot',
): Promise<SearchResult> {
  const words = queryWords(q.q);
  if (q.q === '' || words.length === 0) {
    // Nothing to match: an empty query lists everything; punctuation alone matches nothing.
    const listed = await listProducts(
      db,
      q,
      q.q === ''
        ? { facetCache: { cache, key: 'search:facets:', ttl: FACET_TTL } }
        : { where: sql`false` },
    );
    return { ...listed, did_you_mean: null };
  }

  // The matches of a query (and its correction) are cached for MATCH_TTL: a product's text
  // change reaches search results that much later.
  const matched = () =>
    cache.wrap(`search:match:${q.q}`, MATCH_TTL, async () => {
      const plans = await planWords(db, cache, words);
      const found = await matchProducts(db, plans);
      return {
        matches: found,
        did_you_mean: await didYouMean(db, cache, q.q, plans, found.length),
      };
    });
  if (engine === 'snapshot' && q.system === undefined) {
    // The matches' listing columns, read once per MATCH_TTL and process (ADR 048): filters,
    // count, facets and the page's order are computed in memory, only the cards are read. The
    // snapshot is looked up first, so a hit never fetches the (shared, possibly large) matches.
    const entry = await searchSnapshotsOf(cache).get(q.q, MATCH_TTL, async () => {
      const { matches, did_you_mean } = await matched();
      return {
        size: matches.length,
        did_you_mean,
        snap: matches.length
          ? await loadSnapshot(
              db,
              matches.map((m) => m.id),
              rankOf(matches),
            )
          : null,
      };
    });
    if (entry.snap)
      return { ...(await listFromSnapshot(db, entry.snap, q)), did_you_mean: entry.did_you_mean };
    const listed = await listProducts(db, q, { where: sql`false` });
    return { ...listed, did_you_mean: entry.did_you_mean };
  }
  const { matches, did_you_mean } = await matched();
  // Through the database: count and facets may lag by FACET_TTL like the listing's (ADR 011),
  // cached per folded words and filters; the page is read each time.
  const facetCache = { cache, key: `search:facets:${words.join(' ')}`, ttl: FACET_TTL };
  const listed = await listProducts(db, q, { ...scopeOf(matches), facetCache });
  return { ...listed, did_you_mean };
}

interface SnapshotEntry {
  size: number;
  did_you_mean: string | null;
  /** Null when nothing matched. */
  snap: ListingSnapshot | null;
}

const stores = new WeakMap<Cache, SnapshotStore<SnapshotEntry>>();

/** The search snapshots of one server (keyed by its cache, so test apps never share one). */
export function searchSnapshotsOf(cache: Cache): SnapshotStore<SnapshotEntry> {
  let store = stores.get(cache);
  if (!store) stores.set(cache, (store = new SnapshotStore<SnapshotEntry>()));
  return store;
}

/** Relevance tier of each match, 0 for the best score (the order `scopeOf` gives in SQL). */
function rankOf(matches: readonly Match[]): Map<number, number> {
  const scores = [...new Set(matches.map((m) => m.score))].sort((a, b) => b - a);
  const tier = new Map(scores.map((s, i) => [s, i]));
  return new Map(matches.map((m) => [m.id, tier.get(m.score)!]));
}

/** The listing scope of a set of matches: only them, and relevance for `recommended`. */
function scopeOf(matches: readonly Match[]): { where: SQL; recommendedOrder: SQL[] } {
  if (matches.length === 0) return { where: sql`false`, recommendedOrder: [] };
  const tiers = new Map<number, number[]>();
  for (const m of matches) {
    const ids = tiers.get(m.score);
    if (ids) ids.push(m.id);
    else tiers.set(m.score, [m.id]);
  }
  const scores = [...tiers.keys()].sort((a, b) => b - a);
  const rank =
    scores.length === 1
      ? []
      : [
          sql`CASE ${sql.join(
            scores
              .slice(0, -1)
              .map(
                (s, i) => sql`WHEN ${products.id} = ANY(${intArray(tiers.get(s)!)}) THEN ${int(i)}`,
              ),
            sql` `,
          )} ELSE ${int(scores.length - 1)} END`,
        ];
  return {
    where: sql`${products.id} = ANY(${intArray(matches.map((m) => m.id))})`,
    recommendedOrder: [
      ...rank,
      sql`${products.inStock} DESC`,
      sql`${products.soldCount} DESC`,
      sql`${products.ratingAvg} * ln(${products.ratingCount} + 2) DESC`,
      sql`${products.id} DESC`,
    ],
  };
}

/**
 * "Bunu mu demek istediniz?": each word the vocabulary does not know is replaced by its closest
 * frequent vocabulary word (fewest typing mistakes, then most products), and the corrected
 * query is offered when it finds products. When the query found very few products, a rare word
 * with a far more frequent neighbour is corrected too, offered only when that finds more.
 * Corrected words are shown with their Turkish letters, taken from an attribute value or a
 * product title that carries them.
 */
async function didYouMean(
  db: DbOrTx,
  cache: Cache,
  original: string,
  plans: readonly WordPlan[],
  found: number,
): Promise<string | null> {
  const corrections = new Map<string, string>();
  let misspelt = false;
  for (const p of matchingPlans(plans)) {
    const best = p.similar[0];
    if (!best) continue;
    if (!isKnown(p)) {
      misspelt = true;
      corrections.set(p.word, best.term);
    } else if (found <= FEW_RESULTS && p.docCount > 0 && best.docCount >= 10 * p.docCount)
      corrections.set(p.word, best.term);
  }
  if (corrections.size === 0) return null;

  const corrected = queryWords(original).map((w) => corrections.get(w) ?? w);
  const needed = misspelt ? 1 : found + 1;
  const better = await matchProducts(db, await planWords(db, cache, corrected), needed);
  if (better.length < needed) return null;

  const shown = await displayForms(db, cache, [...new Set(corrections.values())]);
  // Keep the shopper's own spelling of the words that were right.
  const tokens = original.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (const token of tokens) {
    const folded = queryWords(token);
    if (folded.length === 0) continue;
    out.push(
      folded.some((w) => corrections.has(w))
        ? folded.map((w) => shown.get(corrections.get(w) ?? w) ?? corrections.get(w) ?? w).join(' ')
        : trLower(token),
    );
  }
  return out.join(' ');
}

/** Turkish spellings of folded vocabulary words ("cicek" → "çiçek"). */
async function displayForms(
  db: DbOrTx,
  cache: Cache,
  terms: readonly string[],
): Promise<Map<string, string>> {
  const values = await attributeValueWords(db, cache);
  const titles = await queryRows<{ term: string; title: string | null }>(
    db,
    sql`SELECT t.term, (SELECT ${products.title} FROM ${products}
                          WHERE ${products.status} = 'yayinda'
                            AND ${products.searchVector} @@ to_tsquery('turkish', t.term)
                            AND left(${products.searchText}, char_length(${products.title})) ~ ('\\m' || t.term || '\\M')
                          LIMIT 1) AS title
          FROM unnest(${textArray(terms)}) AS t(term)`,
  );
  const out = new Map<string, string>();
  for (const term of terms) {
    const sources = [
      ...values.filter((v) => v.words.includes(term)).map((v) => v.value),
      ...titles.filter((t) => t.term === term && t.title).map((t) => t.title!),
    ];
    out.set(term, displayWord(term, sources));
  }
  return out;
}
