import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import type { Cache } from '../../plugins/cache.plugin.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { visibleProduct } from '../catalog/product-card.query.ts';
import { allowedTypos, editDistance, foldedWords, softened, suffixStems } from './search.text.ts';
import { intArray, textArray } from '../../lib/sql-arrays.ts';

/**
 * How query words find products (DESIGN §5).
 *
 * Every word must match (AND); one word matches a product through any of:
 * - its Turkish stem as a prefix (`to_tsquery('turkish', 'word:*')` on `search_vector`);
 * - vocabulary words it stands for, looked up in `search_terms` with its trigram index: words
 *   it is the start of ("elbi" → elbise), words it is a suffixed form of ("ayakkabılar" →
 *   ayakkabı, "telefonu" → telefon — the Snowball stemmer alone gets these wrong), and, when
 *   the word itself is unknown, words one or two typing mistakes away ("elbse" → elbise);
 *   all of them go into the same `search_vector` query, so every word costs one GIN lookup;
 * - an attribute value of the product or of one of its active variants ("kırmızı", "pamuk"),
 *   which the folded search text does not carry (`facet_values`, GIN-indexed too).
 * Stop words of the Turkish configuration ("ve", "ile") are not in `search_vector`: three
 * letters and longer they are matched on the folded text (trigram index), shorter ones are
 * ignored.
 *
 * Relevance is a small integer per word — a title or brand word starting with the query word
 * (6), with a stem or suffix form of it (4), with a corrected spelling (3), a match elsewhere
 * (category, attributes: 2, or 1 when only through a correction) — summed over the words.
 * Equal scores go in-stock first, then best-selling.
 */

export const TIER = { title: 6, titleForm: 4, titleFuzzy: 3, elsewhere: 2, fuzzyElsewhere: 1 };

/** A small integer written into the statement (a parameter would arrive untyped). */
export const int = (n: number): SQL => sql.raw(String(Math.trunc(n)));

/** Vocabulary words found for one query word. */
export interface WordPlan {
  word: string;
  /** A stop word of PostgreSQL's Turkish configuration (absent from search_vector). */
  stop: boolean;
  /** The word itself is a vocabulary word; its number of products. */
  docCount: number;
  /** Frequent vocabulary words starting with the word. */
  prefixed: string[];
  /** Vocabulary words the word is a suffixed form of. */
  stems: string[];
  /** The word with a softened last consonant ("cicek" → "ciceg" for "çiçeği"), or null. */
  soft: string | null;
  /**
   * Close vocabulary words, best first (fewest mistakes, then most products), up to one
   * mistake more than matching allows: the candidates of "Bunu mu demek istediniz?".
   */
  similar: Array<{ term: string; docCount: number; distance: number }>;
  /** The subset of `similar` used for matching: only when the word is not known otherwise. */
  fuzzy: string[];
  /** Attribute values that match the word (found in `products.facet_values`). */
  attributeValueIds: number[];
  /** The word itself (or a suffixed form of it) names an attribute value: "mavi", "xl". */
  namesValue: boolean;
  /**
   * Products match the word by itself although the vocabulary does not know it (a word newer
   * than the last vocabulary refresh): then it is not treated as a typo.
   */
  inCatalogue: boolean;
}

/**
 * A word is known when the vocabulary has it, a word starting with it or a stem of it, or
 * products carry it; an unknown word is taken for a typo.
 */
export const isKnown = (p: WordPlan) =>
  p.docCount > 0 || p.prefixed.length > 0 || p.stems.length > 0 || p.namesValue || p.inCatalogue;

/** Folded suffixes that the "suffixed form" rule accepts (plural, possessive, case, -li/-lik). */
const SUFFIXES = new Set(
  [
    'lar ler lari leri larin lerin larini lerini larda lerde lardan lerden lara lere',
    'i u a e in un nin nun si su yi yu ya ye da de ta te dan den tan ten na ne',
    'li lu lik luk siz suz ci cu la le yla yle sini sunu ini unu ndan nden nda nde',
  ]
    .join(' ')
    .split(' '),
);

const PREFIXED_LIMIT = 8;
const FUZZY_LIMIT = 4;

export interface AttributeValueWords {
  id: number;
  value: string;
  words: string[];
}

/** Attribute values with their folded words; cached, they change with the catalogue setup. */
export function attributeValueWords(db: DbOrTx, cache: Cache): Promise<AttributeValueWords[]> {
  return cache.wrap('search:attribute-values', 300, async () => {
    const rows = await queryRows<{ id: number; value: string }>(
      db,
      sql`SELECT id, value FROM attribute_values ORDER BY id`,
    );
    return rows.map((r) => ({ id: r.id, value: r.value, words: foldedWords(r.value) }));
  });
}

/**
 * Looks every word up in the vocabulary: one statement for all words (stop word test,
 * exact, prefix, suffix and trigram neighbours), then the attribute values in JavaScript.
 */
export async function planWords(
  db: DbOrTx,
  cache: Cache,
  words: readonly string[],
): Promise<WordPlan[]> {
  if (words.length === 0) return [];
  const stemCandidates = [...new Set(words.flatMap(suffixStems))];
  const [rows, values] = await Promise.all([
    queryRows<{
      word: string;
      stop: boolean;
      doc_count: number | null;
      prefixed: string[];
      stems: string[];
      similar: string[];
    }>(
      db,
      sql`SELECT w.word,
                 numnode(to_tsquery('turkish', w.word)) = 0 AS stop,
                 (SELECT t.doc_count FROM search_terms t WHERE t.term = w.word) AS doc_count,
                 ARRAY(SELECT t.term FROM search_terms t
                        WHERE length(w.word) >= 3 AND t.term LIKE w.word || '%' AND t.term <> w.word
                        ORDER BY t.doc_count DESC, t.term LIMIT ${PREFIXED_LIMIT}) AS prefixed,
                 ARRAY(SELECT t.term FROM search_terms t
                        WHERE t.term = ANY(${textArray(stemCandidates)})
                        ORDER BY length(t.term) DESC) AS stems,
                 ARRAY(SELECT t.term || ':' || t.doc_count FROM search_terms t
                        WHERE length(w.word) >= 4 AND t.term <> w.word
                          AND (t.term % w.word
                               -- A swapped or wrong letter in a short word leaves few shared
                               -- trigrams ("elbsie", "maxi" for "mavi"): also take the words
                               -- with the same first two letters and a similar length.
                               OR (t.term LIKE left(w.word, 2) || '%'
                                   AND abs(length(t.term) - length(w.word)) <= 2))
                        ORDER BY similarity(t.term, w.word) DESC, t.doc_count DESC
                        LIMIT 60) AS similar
            FROM unnest(${textArray(words)}) AS w(word)`,
    ),
    attributeValueWords(db, cache),
  ]);
  const byWord = new Map(rows.map((r) => [r.word, r]));
  const plans = words.map((word) => {
    const r = byWord.get(word);
    // Vocabulary words among this word's candidate stems, behind a Turkish suffix.
    const candidates = new Set(suffixStems(word));
    const stems = (r?.stems ?? []).filter(
      (s) => candidates.has(s) && SUFFIXES.has(word.slice(s.length)),
    );
    // Corrections may go one mistake further than matching does ("elbsee" finds nothing,
    // but "Bunu mu demek istediniz? elbise").
    const max = allowedTypos(word) + 1;
    const similar = (r?.similar ?? [])
      .map((s) => {
        const i = s.lastIndexOf(':');
        const term = s.slice(0, i);
        return { term, docCount: Number(s.slice(i + 1)), distance: editDistance(word, term, max) };
      })
      .filter((s) => s.distance <= max)
      .sort((a, b) => a.distance - b.distance || b.docCount - a.docCount);
    const plan: WordPlan = {
      word,
      stop: r?.stop ?? false,
      docCount: r?.doc_count ?? 0,
      prefixed: r?.prefixed ?? [],
      stems,
      soft: softened(word),
      similar,
      fuzzy: [],
      attributeValueIds: [],
      namesValue: false,
      inCatalogue: false,
    };
    return plan;
  });

  // Attribute values named by the word itself: a colour is a known word ("mavi"), not a typo.
  const valuesFor = (plan: WordPlan, forms: ReadonlySet<string>) =>
    plan.word.length < 2
      ? []
      : values
          .filter((v) =>
            v.words.some(
              (vw) =>
                vw === plan.word ||
                (plan.word.length >= 3 && vw.startsWith(plan.word)) ||
                (plan.soft !== null && vw.startsWith(plan.soft)) ||
                forms.has(vw),
            ),
          )
          .map((v) => v.id);
  for (const plan of plans) {
    plan.attributeValueIds = valuesFor(plan, new Set(plan.stems));
    plan.namesValue = plan.attributeValueIds.length > 0;
  }

  // Words the vocabulary does not know: does any product carry them all the same?
  const unknown = plans.filter((p) => !isKnown(p) && !p.stop);
  if (unknown.length) {
    const seen = await queryRows<{ word: string }>(
      db,
      sql`SELECT w.word FROM unnest(${textArray(unknown.map((p) => p.word))}) AS w(word)
           WHERE EXISTS (SELECT 1 FROM ${products}
                          WHERE ${products.searchVector} @@ (to_tsquery('turkish', w.word)
                                                              || to_tsquery('simple', w.word || ':*'))
                            AND ${visibleProduct})`,
    );
    for (const r of seen) for (const p of unknown) if (p.word === r.word) p.inCatalogue = true;
  }

  for (const plan of plans) {
    const { word, similar } = plan;
    if (isKnown(plan) || allowedTypos(word) === 0) continue;
    plan.fuzzy = similar
      .filter((s) => s.distance <= allowedTypos(word))
      .slice(0, FUZZY_LIMIT)
      .map((s) => s.term);
    plan.attributeValueIds = valuesFor(plan, new Set([...plan.stems, ...plan.fuzzy]));
  }
  return plans;
}

/** Words that take part in matching: short stop words say nothing about a product. */
export const matchingPlans = (plans: readonly WordPlan[]) =>
  plans.filter((p) => !(p.stop && p.word.length < 3));

/** `\m(?:a|b)`: a word starting with one of the folded words (safe: [a-z0-9] only). */
const startsWord = (words: readonly string[]) => `\\m(?:${words.join('|')})`;

/**
 * The tsquery of a word: the word and the vocabulary words it stands for, each stemmed by the
 * `turkish` configuration like the documents and matched whole; or'ed with prefixes of the
 * stored stems (`simple`): the word, its softened form and its vocabulary stems. A prefix of the
 * Turkish stem would be too loose: Snowball cuts "telefon" to "telefo", and "telefo:*" finds
 * "Telefoto"; and it mangles some ("cicegi" stays "cicegi", which "cicek:*" would miss).
 */
function tsquery(p: WordPlan): SQL {
  const turkish = [p.word, ...p.prefixed, ...p.stems, ...p.fuzzy].join(' | ');
  const plain = [p.word, ...(p.soft ? [p.soft] : []), ...p.stems].map((w) => `${w}:*`).join(' | ');
  return sql`(to_tsquery('turkish', ${turkish}) || to_tsquery('simple', ${plain}))`;
}

/** The condition one word puts on `products` (no other table: it also goes into the listing). */
function wordCondition(p: WordPlan): SQL {
  const text = p.stop
    ? sql`${products.searchText} ~ ${startsWord([p.word])}`
    : sql`${products.searchVector} @@ ${tsquery(p)}`;
  // facet_values holds the attribute values of the product and its active variants (GIN).
  return p.attributeValueIds.length
    ? sql`(${text} OR ${products.facetValues} && ${intArray(p.attributeValueIds)})`
    : sql`(${text})`;
}

/** Every matching word at once. */
export function matchCondition(plans: readonly WordPlan[]): SQL {
  const conds = matchingPlans(plans).map(wordCondition);
  return conds.length ? sql.join(conds, sql` AND `) : sql`false`;
}

/**
 * The folded title and brand of a product: the head of search_text, which is
 * fold(title + ' ' + brand + ' ' + category names). Needs `brands` joined; a query computes it
 * once per row in a LATERAL and passes the column to `scoreExpression`.
 */
export const headOfSearchText = sql`left(${products.searchText}, char_length(${products.title}) + 1 + char_length(${brands.name}))`;

/** Relevance of a matching product, given its folded title and brand (`head`). */
export function scoreExpression(plans: readonly WordPlan[], head: SQL): SQL {
  const parts = matchingPlans(plans).map((p) => {
    const forms = [...p.prefixed, ...p.stems, ...(p.soft ? [p.soft] : [])];
    const elsewhere = p.fuzzy.length
      ? sql`WHEN ${products.searchVector} @@ to_tsquery('turkish', ${`${p.word}:*`}) THEN ${int(TIER.elsewhere)}
            ELSE ${int(TIER.fuzzyElsewhere)}`
      : sql`ELSE ${int(TIER.elsewhere)}`;
    return sql`CASE WHEN ${head} ~ ${startsWord([p.word])} THEN ${int(TIER.title)}
      ${forms.length ? sql`WHEN ${head} ~ ${startsWord(forms)} THEN ${int(TIER.titleForm)}` : sql``}
      ${p.fuzzy.length ? sql`WHEN ${head} ~ ${startsWord(p.fuzzy)} THEN ${int(TIER.titleFuzzy)}` : sql``}
      ${elsewhere} END`;
  });
  return parts.length ? sql`(${sql.join(parts, sql` + `)})` : sql`0`;
}

export interface Match {
  id: number;
  score: number;
}

/** Every visible product matching the words, with its relevance, best first. */
export async function matchProducts(
  db: DbOrTx,
  plans: readonly WordPlan[],
  limit?: number,
): Promise<Match[]> {
  if (matchingPlans(plans).length === 0) return [];
  return queryRows<Match>(
    db,
    sql`SELECT ${products.id} AS id, ${scoreExpression(plans, sql`h.head`)}::int AS score
          FROM ${products} JOIN ${brands} ON ${brands.id} = ${products.brandId}
               CROSS JOIN LATERAL (SELECT ${headOfSearchText} AS head) h
         WHERE ${visibleProduct} AND ${matchCondition(plans)}
         ORDER BY score DESC, ${products.inStock} DESC, ${products.soldCount} DESC, ${products.id} DESC
         ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}`,
  );
}
