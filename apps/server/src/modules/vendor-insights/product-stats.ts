import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { intList } from '../../lib/query-rows.ts';
import { istanbulToday } from '../../lib/istanbul-days.ts';

/**
 * Product-page views and add-to-carts per product per Istanbul day (docs/decisions/028).
 *
 * The product page is the busiest read and is served from a cache, so counting must cost it
 * nothing: a call only bumps a number in this process's memory; every FLUSH_MS (or when the
 * buffer holds MAX_KEYS keys) one statement adds the counts with
 * `INSERT … ON CONFLICT DO UPDATE SET views = views + excluded.views`. Additions commute, so any
 * number of processes flush into the same rows safely. A crash loses at most a few seconds of
 * counts, which analytics can afford.
 *
 * Views are keyed by the product's slug (what the cached route knows) and add-to-carts by offer
 * id; both are turned into product ids in the flush statement itself.
 */

const FLUSH_MS = 5_000;
const MAX_KEYS = 2_000;

/**
 * Crawlers, link previews, monitors and scripts: not shoppers. ua-parser-js 1.x (already a
 * dependency, for session names) does not tell bots apart, and a short list of the words every
 * well-behaved bot puts in its User-Agent catches the traffic that matters (search engines, social
 * previews, uptime checks, headless browsers, HTTP libraries). An empty User-Agent is a script too.
 */
const BOT_RE =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|whatsapp|telegram|skype|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget\/|python-|httpx|axios\/|node-fetch|undici|go-http|java\/|okhttp|libwww|scrapy|phantomjs|puppeteer|playwright|autocannon/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim() === '' || BOT_RE.test(userAgent);
}

interface Buffer {
  day: string;
  views: Map<string, number>;
  carts: Map<number, number>;
  timer: NodeJS.Timeout | null;
  log?: FastifyBaseLogger;
}

const buffers = new WeakMap<Db, Buffer>();

function bufferOf(db: Db, log?: FastifyBaseLogger): Buffer {
  let b = buffers.get(db);
  if (!b) {
    b = { day: istanbulToday(new Date()), views: new Map(), carts: new Map(), timer: null };
    buffers.set(db, b);
  }
  if (log) b.log = log;
  return b;
}

function schedule(db: Db, b: Buffer) {
  const size = b.views.size + b.carts.size;
  if (size >= MAX_KEYS) {
    void flushProductStats(db);
    return;
  }
  if (b.timer) return;
  b.timer = setTimeout(() => {
    b.timer = null;
    void flushProductStats(db);
  }, FLUSH_MS);
  b.timer.unref();
}

/** Counts one product-page view by a person (bots are ignored). Never throws, never waits. */
export function countProductView(
  db: Db,
  slug: string,
  userAgent: string | undefined,
  log?: FastifyBaseLogger,
): void {
  if (isBot(userAgent)) return;
  const b = bufferOf(db, log);
  rollDay(db, b);
  b.views.set(slug, (b.views.get(slug) ?? 0) + 1);
  schedule(db, b);
}

/** Counts one add-to-cart of an offer's product by a person. Never throws, never waits. */
export function countAddToCart(
  db: Db,
  offerId: number,
  userAgent: string | undefined,
  log?: FastifyBaseLogger,
): void {
  if (isBot(userAgent)) return;
  const b = bufferOf(db, log);
  rollDay(db, b);
  b.carts.set(offerId, (b.carts.get(offerId) ?? 0) + 1);
  schedule(db, b);
}

/** At midnight the counts so far belong to the day before: flush them under it first. */
function rollDay(db: Db, b: Buffer) {
  const today = istanbulToday(new Date());
  if (today === b.day) return;
  void flushProductStats(db);
  b.day = today;
}

/** Writes the buffered counts (tests and shutdown call it directly). */
export async function flushProductStats(db: Db): Promise<void> {
  const b = buffers.get(db);
  if (!b || (b.views.size === 0 && b.carts.size === 0)) return;
  const { day, views, carts, log } = b;
  b.views = new Map();
  b.carts = new Map();
  if (b.timer) {
    clearTimeout(b.timer);
    b.timer = null;
  }
  try {
    if (views.size > 0) {
      const slugs = [...views.keys()];
      const counts = slugs.map((s) => views.get(s)!);
      await db.execute(sql`
        INSERT INTO product_daily_stats (product_id, day, views)
        SELECT p.id, ${day}::date, v.n
          FROM unnest(${sql`ARRAY[${sql.join(
            slugs.map((s) => sql`${s}`),
            sql`, `,
          )}]::text[]`}, ARRAY[${intList(counts)}]::int[]) AS v(slug, n)
          JOIN products p ON p.slug = v.slug
        ON CONFLICT (product_id, day) DO UPDATE
          SET views = product_daily_stats.views + excluded.views`);
    }
    if (carts.size > 0) {
      const offers = [...carts.keys()];
      const counts = offers.map((o) => carts.get(o)!);
      await db.execute(sql`
        INSERT INTO product_daily_stats (product_id, day, add_to_cart)
        SELECT v.product_id, ${day}::date, sum(c.n)::int
          FROM unnest(ARRAY[${intList(offers)}]::int[], ARRAY[${intList(counts)}]::int[]) AS c(offer_id, n)
          JOIN offers o ON o.id = c.offer_id
          JOIN variants v ON v.id = o.variant_id
         GROUP BY v.product_id
        ON CONFLICT (product_id, day) DO UPDATE
          SET add_to_cart = product_daily_stats.add_to_cart + excluded.add_to_cart`);
    }
  } catch (error) {
    // Counting must never break a page; a lost batch is a few seconds of figures.
    log?.warn({ err: error }, 'product stats flush failed');
  }
}
