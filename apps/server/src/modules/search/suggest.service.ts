import { sql } from 'drizzle-orm';
import { SUGGEST_MIN_QUERY, type SuggestResponse } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import type { Cache } from '../../plugins/cache.plugin.ts';
import { loadCategoryTree } from '../catalog/categories.service.ts';
import { visibleProduct } from '../catalog/product-card.query.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { imageUrl } from '../media/media.urls.ts';
import {
  headOfSearchText,
  int,
  matchCondition,
  matchingPlans,
  planWords,
  scoreExpression,
  type WordPlan,
} from './search.match.ts';
import { foldedWords, queryWords } from './search.text.ts';

/**
 * Autocomplete for the header's search box: a few products (the same matching and relevance as
 * search), categories and brands whose folded names start with the typed words. Categories and
 * brands are few (hundreds): they are loaded once a minute and matched in JavaScript.
 */

const PRODUCTS = 6;
/**
 * Two letters match thousands of products: only the best-selling matches are ranked by
 * relevance, so a keystroke never scores the whole catalogue.
 */
const CANDIDATES = 300;
const CATEGORIES = 4;
const BRANDS = 4;
const LIST_TTL = 60;

interface NamedEntry {
  words: string[];
  /** The folded words of the name as one string, for "the name starts with the query". */
  folded: string;
  count: number;
}

interface CategoryEntry extends NamedEntry {
  id: number;
  name: string;
  parent: string | null;
  parentWords: string[];
  depth: number;
}

interface BrandEntry extends NamedEntry {
  id: number;
  name: string;
  slug: string;
}

function categoryEntries(db: DbOrTx, cache: Cache): Promise<CategoryEntry[]> {
  return cache.wrap('search:suggest:categories', LIST_TTL, async () => {
    const out: CategoryEntry[] = [];
    const walk = (nodes: Awaited<ReturnType<typeof loadCategoryTree>>, parent: string | null) => {
      for (const n of nodes) {
        out.push({
          id: n.id,
          name: n.name,
          parent,
          parentWords: parent ? foldedWords(parent) : [],
          depth: n.depth,
          words: foldedWords(n.name),
          folded: foldedWords(n.name).join(' '),
          count: n.product_count,
        });
        walk(n.children, n.name);
      }
    };
    walk(await loadCategoryTree(db), null);
    return out.filter((c) => c.count > 0);
  });
}

function brandEntries(db: DbOrTx, cache: Cache): Promise<BrandEntry[]> {
  return cache.wrap('search:suggest:brands', LIST_TTL, async () => {
    const rows = await queryRows<{ id: number; name: string; slug: string; count: number }>(
      db,
      sql`SELECT ${brands.id} AS id, ${brands.name} AS name, ${brands.slug} AS slug,
                 count(*)::int AS count
            FROM ${products} JOIN ${brands} ON ${brands.id} = ${products.brandId}
           WHERE ${visibleProduct}
           GROUP BY ${brands.id}, ${brands.name}, ${brands.slug}`,
    );
    return rows.map((r) => ({
      ...r,
      words: foldedWords(r.name),
      folded: foldedWords(r.name).join(' '),
    }));
  });
}

/** A name word the query word stands for: it starts with it, or is its stem or correction. */
function wordMatches(plan: WordPlan, nameWords: readonly string[]): boolean {
  return nameWords.some(
    (nw) => nw.startsWith(plan.word) || plan.stems.includes(nw) || plan.fuzzy.includes(nw),
  );
}

interface Hit<T> {
  entry: T;
  /** Query words found in the name (or, for a category, in its parent's name). */
  words: number;
  /** The whole folded name starts with the whole folded query. */
  starts: boolean;
}

/** Best first: more of the words, then the name starting with the query, then more products. */
const rankHits = <T extends NamedEntry>(hits: Hit<T>[], limit: number): T[] =>
  hits
    .sort(
      (a, b) =>
        b.words - a.words || Number(b.starts) - Number(a.starts) || b.entry.count - a.entry.count,
    )
    .slice(0, limit)
    .map((h) => h.entry);

export async function suggest(db: DbOrTx, cache: Cache, q: string): Promise<SuggestResponse> {
  const empty: SuggestResponse = { query: q, products: [], categories: [], brands: [] };
  const words = queryWords(q);
  if (q.length < SUGGEST_MIN_QUERY || words.length === 0) return empty;

  const plans = await planWords(db, cache, words);
  const matching = matchingPlans(plans);
  if (matching.length === 0) return empty;
  const folded = words.join(' ');

  const [productRows, allCategories, allBrands] = await Promise.all([
    queryRows<{
      id: number;
      slug: string;
      title: string;
      brand: string;
      price: number;
      image_key: string | null;
    }>(
      db,
      sql`SELECT ${products.id} AS id, ${products.slug} AS slug, ${products.title} AS title,
                 ${brands.name} AS brand, ${products.minPrice} AS price,
                 (SELECT pi.storage_key FROM product_images pi
                   WHERE pi.product_id = ${products.id} AND pi.position = 0
                   ORDER BY pi.id LIMIT 1) AS image_key
            FROM (SELECT * FROM ${products} WHERE ${visibleProduct} AND ${matchCondition(plans)}
                   -- The order of products_listing_sold_idx: for a short, broad prefix the
                   -- index walk stops after a few hundred rows instead of matching thousands.
                   ORDER BY ${products.soldCount} DESC
                   LIMIT ${int(CANDIDATES)}) AS products
            JOIN ${brands} ON ${brands.id} = ${products.brandId}
            CROSS JOIN LATERAL (SELECT ${headOfSearchText} AS head) h
           ORDER BY ${scoreExpression(plans, sql`h.head`)} DESC, ${products.inStock} DESC,
                    ${products.soldCount} DESC, ${products.id} DESC
           LIMIT ${PRODUCTS}`,
    ),
    categoryEntries(db, cache),
    brandEntries(db, cache),
  ]);

  // A category or brand is offered when one of the words is in its own name; the ones with
  // more of the words come first ("kadın elbise" → Kadın › Elbise before Kadın).
  const categories = rankHits(
    allCategories
      .filter((c) => matching.some((p) => wordMatches(p, c.words)))
      .map((c) => ({
        entry: c,
        words: matching.filter((p) => wordMatches(p, c.words) || wordMatches(p, c.parentWords))
          .length,
        starts: c.folded.startsWith(folded),
      })),
    CATEGORIES,
  );
  const brandHits = rankHits(
    allBrands
      .map((b) => ({
        entry: b,
        words: matching.filter((p) => wordMatches(p, b.words)).length,
        starts: b.folded.startsWith(folded),
      }))
      .filter((h) => h.words > 0 || h.starts),
    BRANDS,
  );

  return {
    query: q,
    products: productRows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      brand: r.brand,
      price: r.price,
      image: r.image_key ? imageUrl(r.image_key, 200) : null,
    })),
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      parent: c.parent,
      url: c.depth === 0 ? `/kategori/${c.id}` : `/alt-kategori/${c.id}`,
    })),
    brands: brandHits.map((b) => ({ id: b.id, name: b.name, slug: b.slug })),
  };
}
