// The demo's discovery data, written after the products: the compatibility taxonomy and what
// fits it, a sales history (best sellers, "Birlikte alınanlar"), starred deals, reviews and
// questions, and the search vocabulary. It draws from its own random stream, so adding to it
// never changes the products.
import { slugify } from '@carsi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { refreshSearchTerms } from '../modules/search/search-terms.service.ts';
import { insertRows, queryRows, reserveIds, type Row } from './bulk.ts';
import type { CatalogContext } from './context.ts';
import { SYSTEMS, type SystemDef } from './data/compatibility.ts';
import { FIRST_NAMES, LAST_NAMES, maskName, QUESTIONS, REVIEW_TEXTS } from './data/feedback.ts';
import type { Rng } from './prng.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface DiscoveryCounts {
  systems: number;
  fits: number;
  sales: number;
  deals: number;
  reviews: number;
  questions: number;
}

interface ProductRow {
  id: number;
  title: string;
  category_id: number;
  sold_count: number;
  rating_avg_x100: number;
  rating_count: number;
  business_id: number | null;
  created_at: string;
}

interface OfferRow {
  id: number;
  product_id: number;
  variant_id: number;
  business_id: number;
  list_price: number | null;
  stock: number;
}

interface SystemNode {
  id: number;
  def: SystemDef;
  names: string[];
}

export async function seedDiscovery(
  db: DbOrTx,
  rng: Rng,
  ctx: CatalogContext,
  now: Date,
): Promise<DiscoveryCounts> {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const kindOf = new Map(ctx.leaves.map((l) => [l.id, l.kind.key]));
  const topOf = new Map(ctx.leaves.map((l) => [l.id, l.topSlug]));
  const products = await queryRows<ProductRow>(
    db,
    sql`SELECT id, title, category_id, sold_count, rating_avg_x100, rating_count,
               created_by_business_id AS business_id, created_at::text
          FROM products WHERE status = 'yayinda' ORDER BY id`,
  );
  const offers = await queryRows<OfferRow>(
    db,
    sql`SELECT o.id, v.product_id, o.variant_id, o.business_id, o.list_price, o.stock
          FROM offers o JOIN variants v ON v.id = o.variant_id
         WHERE o.is_active AND v.is_active ORDER BY o.id`,
  );
  const offersOf = new Map<number, OfferRow[]>();
  for (const o of offers) {
    const list = offersOf.get(o.product_id) ?? [];
    list.push(o);
    offersOf.set(o.product_id, list);
  }

  // --- Compatibility taxonomy --------------------------------------------------------------
  const nodes: SystemNode[] = [];
  const systemRows: Row[] = [];
  const walk = async (defs: SystemDef[], parent: SystemNode | null, parentPath: string) => {
    const ids = await reserveIds(db, 'systems', defs.length);
    for (const [i, def] of defs.entries()) {
      const id = ids[i] as number;
      const node: SystemNode = { id, def, names: [...(parent?.names ?? []), def.name] };
      const path = `${parentPath}${id}/`;
      nodes.push(node);
      systemRows.push({
        id,
        parent_id: parent?.id ?? null,
        name: def.name,
        slug: slugify(def.name),
        level: def.level,
        depth: node.names.length - 1,
        path,
        position: i,
      });
      if (def.children) await walk(def.children, node, path);
    }
  };
  await walk(SYSTEMS, null, '');
  await insertRows(
    db,
    'systems',
    {
      id: 'int',
      parent_id: 'int',
      name: 'text',
      slug: 'text',
      level: 'text',
      depth: 'int',
      path: 'text',
      position: 'int',
    },
    systemRows,
  );

  const byNames = (...names: string[]) =>
    nodes.find((n) => n.names.join('/') === names.join('/'))?.id;
  const car = byNames('Otomobil');
  const phoneRoot = byNames('Cep Telefonu');
  const phoneModels = nodes.filter((n) => n.names[0] === 'Cep Telefonu' && n.def.level === 'model');
  const carYears = nodes.filter((n) => n.def.level === 'yil');
  const carModels = nodes.filter((n) => n.names[0] === 'Otomobil' && n.def.level === 'model');

  const fits: Row[] = [];
  const fit = (productId: number, systemId: number | undefined) => {
    if (systemId !== undefined) fits.push({ product_id: productId, system_id: systemId });
  };
  for (const p of products) {
    switch (kindOf.get(p.category_id)) {
      case 'phone-case': {
        // "… iPhone 16 Pro Uyumlu …": the longest model name the title names.
        const named = phoneModels
          .filter((m) => p.title.includes(`${m.def.name} Uyumlu`))
          .sort((a, b) => b.def.name.length - a.def.name.length)[0];
        fit(p.id, named?.id);
        break;
      }
      case 'charger':
        // USB-C chargers fit every phone of the taxonomy.
        fit(p.id, phoneRoot);
        break;
      case 'tyre':
        for (const y of carYears)
          if (y.def.tyres?.some((size) => p.title.includes(size))) fit(p.id, y.id);
        break;
      case 'motor-oil':
        for (const m of rng.sample(carModels, rng.int(3, 7))) fit(p.id, m.id);
        break;
      case 'car-interior':
        if (p.title.includes('Paspas'))
          for (const m of rng.sample(carModels, rng.int(1, 3))) fit(p.id, m.id);
        else fit(p.id, car);
        break;
      case 'car-charger':
      case 'dash-cam':
      case 'car-care':
        fit(p.id, car);
        break;
      default:
    }
  }
  await insertRows(db, 'product_systems', { product_id: 'int', system_id: 'int' }, fits);

  // --- Sales history: baskets over the last 45 days -----------------------------------------
  const sellable = products.filter((p) => (offersOf.get(p.id)?.length ?? 0) > 0);
  const byTop = new Map<string, ProductRow[]>();
  for (const p of sellable) {
    const top = topOf.get(p.category_id) ?? '';
    byTop.set(top, [...(byTop.get(top) ?? []), p]);
  }
  const sales: Row[] = [];
  const weight = (p: ProductRow) => Math.sqrt(p.sold_count + 1);
  const baskets = Math.min(6000, sellable.length * 6);
  for (let b = 0; b < baskets; b++) {
    const first = rng.weighted(sellable, weight);
    const peers = byTop.get(topOf.get(first.category_id) ?? '') ?? [];
    const lines = [first];
    const extra = rng.chance(0.45) ? rng.int(1, 2) : 0;
    for (let i = 0; i < extra && peers.length > 1; i++) {
      const other = rng.weighted(peers, weight);
      if (!lines.includes(other)) lines.push(other);
    }
    const soldAt = ago(rng.float(0, 45) * DAY);
    for (const p of lines) {
      const offer = rng.pick(offersOf.get(p.id) as OfferRow[]);
      sales.push({
        product_id: p.id,
        variant_id: offer.variant_id,
        business_id: offer.business_id,
        basket_id: `demo-${b + 1}`,
        quantity: rng.chance(0.85) ? 1 : rng.int(2, 3),
        sold_at: soldAt,
      });
    }
  }
  await insertRows(
    db,
    'product_sales',
    {
      product_id: 'int',
      variant_id: 'int',
      business_id: 'int',
      basket_id: 'text',
      quantity: 'int',
      sold_at: 'timestamptz',
    },
    sales,
  );

  // --- Starred deals: discounted offers in stock, each running for a few days ---------------
  const dealOffers = rng
    .shuffle(offers.filter((o) => o.list_price !== null && o.stock > 0))
    .filter((o, i, all) => all.findIndex((x) => x.product_id === o.product_id) === i)
    .slice(0, 24);
  const dealRows: Row[] = dealOffers.map((o, i) => {
    // The last two are over or not yet started: the page must leave them out.
    const state =
      i === dealOffers.length - 1 ? 'ended' : i === dealOffers.length - 2 ? 'soon' : 'on';
    const startsAt =
      state === 'soon' ? now.getTime() + 30 * DAY : now.getTime() - rng.int(1, 72) * HOUR;
    const endsAt =
      state === 'ended'
        ? now.getTime() - HOUR
        : startsAt + rng.int(state === 'soon' ? 24 : 96, 240) * HOUR;
    return {
      offer_id: o.id,
      business_id: o.business_id,
      title: '',
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(endsAt).toISOString(),
      position: i,
    };
  });
  // Half of them only: the other half of today's slots (docs/decisions/038) is left for the
  // sellers' nominations. (All 24 are drawn so the random stream, and the rest of the demo,
  // stay as they were.)
  await insertRows(
    db,
    'deals',
    {
      offer_id: 'int',
      business_id: 'int',
      title: 'text',
      starts_at: 'timestamptz',
      ends_at: 'timestamptz',
      position: 'int',
    },
    dealRows.slice(-12),
  );

  // --- Reviews and questions --------------------------------------------------------------
  const reviews: Row[] = [];
  const questions: Row[] = [];
  const person = () => maskName(rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES));
  for (const p of products) {
    const productOffers = offersOf.get(p.id) ?? [];
    const created = Date.parse(p.created_at);
    const since = Math.max(1, (now.getTime() - created) / DAY);
    // Every rating is a review row (most without text): the histogram, the average and the
    // count shown on the product page all come from the same rows.
    const mean = p.rating_avg_x100 / 100;
    for (let i = 0; i < p.rating_count; i++) {
      const rating = Math.max(1, Math.min(5, Math.round(mean + rng.float(-1, 1)))) as
        1 | 2 | 3 | 4 | 5;
      const offer = productOffers.length ? rng.pick(productOffers) : undefined;
      reviews.push({
        product_id: p.id,
        variant_id: offer?.variant_id ?? null,
        business_id: offer?.business_id ?? null,
        author_name: person(),
        rating,
        body: i === 0 || rng.chance(0.25) ? rng.pick(REVIEW_TEXTS[rating]) : '',
        created_at: ago(rng.float(0, since) * DAY),
      });
    }
    if (p.business_id !== null && rng.chance(0.45)) {
      for (const qa of rng.sample(QUESTIONS, rng.int(1, 3))) {
        const askedAgo = rng.float(0.2, since) * DAY;
        const answered = rng.chance(0.85);
        questions.push({
          product_id: p.id,
          business_id: p.business_id,
          author_name: person(),
          body: qa.q,
          answer: answered ? qa.a : null,
          answered_at: answered
            ? ago(askedAgo - Math.min(askedAgo, rng.float(1, 20) * HOUR))
            : null,
          created_at: ago(askedAgo),
        });
      }
    }
  }
  await insertRows(
    db,
    'reviews',
    {
      product_id: 'int',
      variant_id: 'int',
      business_id: 'int',
      author_name: 'text',
      rating: 'int',
      body: 'text',
      created_at: 'timestamptz',
    },
    reviews,
  );
  await insertRows(
    db,
    'product_questions',
    {
      product_id: 'int',
      business_id: 'int',
      author_name: 'text',
      body: 'text',
      answer: 'text',
      answered_at: 'timestamptz',
      created_at: 'timestamptz',
    },
    questions,
  );

  await settleCounts(db);
  await refreshSearchTerms(db);
  return {
    systems: systemRows.length,
    fits: fits.length,
    sales: sales.length,
    deals: dealRows.slice(-12).length,
    reviews: reviews.length,
    questions: questions.length,
  };
}

/**
 * Makes the stored counts agree with the rows: ratings and averages of products and sellers
 * are those of their reviews, and no product has sold fewer than its sales history shows.
 */
async function settleCounts(db: DbOrTx) {
  await db.execute(sql`
    UPDATE products p SET rating_count = r.n, rating_avg_x100 = r.avg
      FROM (SELECT product_id, count(*)::int AS n, round(avg(rating) * 100)::int AS avg
              FROM reviews GROUP BY product_id) r
     WHERE r.product_id = p.id`);
  await db.execute(sql`
    UPDATE businesses b SET rating_count = r.n, rating_avg_x100 = r.avg
      FROM (SELECT business_id, count(*)::int AS n, round(avg(rating) * 100)::int AS avg
              FROM reviews WHERE business_id IS NOT NULL GROUP BY business_id) r
     WHERE r.business_id = b.id`);
  await db.execute(sql`
    UPDATE products p SET sold_count = s.q
      FROM (SELECT product_id, sum(quantity)::int AS q FROM product_sales GROUP BY product_id) s
     WHERE s.product_id = p.id AND p.sold_count < s.q`);
}
