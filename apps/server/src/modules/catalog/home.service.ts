import { and, asc, gte, isNull, lte, or, sql } from 'drizzle-orm';
import {
  formatDecimal,
  numberDative,
  type CategoryNode,
  type HomeResponse,
  type ProductCard,
} from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { banners, products } from '../../db/schema/index.ts';
import { rankBestSellers } from './best-sellers.service.ts';
import { cardsInOrder } from './cards-by-id.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { findProductCards } from './product-card.query.ts';
import { findDiscounted, findStarredDeals } from './super-deals.service.ts';

const ROW_SIZE = 12;

/** Cards without repeats, first occurrence kept. */
const uniqueCards = (cards: ProductCard[]) =>
  cards.filter((c, i) => cards.findIndex((x) => x.id === c.id) === i);

const CATEGORY_LINK = /^\/kategori\/(\d+)$/;

/**
 * Fills a banner's claims from the live catalogue of the category it links to, so it never
 * promises more than is there: `{products}` → "1.234", `{discount}` → "%30'a varan indirim"
 * (the deepest discount in stock, rounded down to 5) or "yeni ürünler" when there is none.
 */
async function fillBannerClaims<T extends { subtitle: string; link: string }>(
  db: DbOrTx,
  list: T[],
): Promise<T[]> {
  const ids = list.flatMap((b) => {
    const m = CATEGORY_LINK.exec(b.link);
    return m && /\{(products|discount)\}/.test(b.subtitle) ? [Number(m[1])] : [];
  });
  if (ids.length === 0) return list;
  const rows = await queryRows<{ id: number; products: number; discount: number | null }>(
    db,
    sql`SELECT c.id, count(p.id)::int AS products,
               max(p.discount_percent) FILTER (WHERE p.in_stock)::int AS discount
          FROM categories c
          JOIN categories d ON d.path LIKE c.path || '%'
          LEFT JOIN products p ON p.category_id = d.id AND p.status = 'yayinda'
         WHERE c.id = ANY(${`{${ids.join(',')}}`}::int[])
         GROUP BY c.id`,
  );
  const stats = new Map(rows.map((r) => [r.id, r]));
  return list.map((b) => {
    const id = Number(CATEGORY_LINK.exec(b.link)?.[1]);
    const s = stats.get(id);
    if (!s) return b;
    const upTo = Math.floor((s.discount ?? 0) / 5) * 5;
    const subtitle = b.subtitle
      .replace('{products}', formatDecimal(s.products))
      .replace('{discount}', upTo >= 5 ? `%${numberDative(upTo)} varan indirim` : 'yeni ürünler');
    return { ...b, subtitle };
  });
}

/** Everything the home page shows: banners, top categories and product rows. */
export async function loadHome(
  db: DbOrTx,
  tree: CategoryNode[],
  now = new Date(),
): Promise<HomeResponse> {
  const activeBanners = await fillBannerClaims(
    db,
    await db
      .select()
      .from(banners)
      .where(
        and(
          or(isNull(banners.startsAt), lte(banners.startsAt, now)),
          or(isNull(banners.endsAt), gte(banners.endsAt, now)),
        ),
      )
      .orderBy(asc(banners.position), asc(banners.id)),
  );

  const inStock = sql`${products.inStock}`;
  const [starred, discounted, ranked, newest] = await Promise.all([
    findStarredDeals(db, { limit: ROW_SIZE, now }),
    findDiscounted(db, { limit: ROW_SIZE }),
    rankBestSellers(db, { inStockOnly: true, limit: ROW_SIZE, now }),
    findProductCards(db, { where: inStock, order: 'newest', limit: ROW_SIZE }),
  ]);
  // Süper Fırsatlar: the running starred deals first, then the deepest discounts. A deal whose
  // product card shows no discount (another seller is cheaper still) would look odd here.
  const deals = uniqueCards([
    ...starred.map((d) => d.product).filter((c) => c.discount_percent > 0),
    ...discounted.results,
  ]);
  // Çok Satanlar: units sold in the last 30 days; topped up by the all-time count when the
  // sales history is short (a new shop).
  let bestSellers = await cardsInOrder(
    db,
    ranked.map((r) => r.id),
  );
  if (bestSellers.length < ROW_SIZE)
    bestSellers = uniqueCards([
      ...bestSellers,
      ...(await findProductCards(db, { where: inStock, order: 'best_selling', limit: ROW_SIZE })),
    ]);

  // Per-category picks for the three biggest top categories.
  const topByCount = [...tree].sort((a, b) => b.product_count - a.product_count).slice(0, 3);
  const picks = await Promise.all(
    topByCount.map(async (cat) => ({
      key: `category-${cat.id}`,
      title: `${cat.name} kategorisinde öne çıkanlar`,
      link: `/kategori/${cat.id}`,
      products: await findProductCards(db, {
        where: and(
          inStock,
          sql`${products.categoryId} IN (SELECT id FROM categories WHERE path LIKE ${`${cat.id}/%`})`,
        ),
        order: 'rating',
        limit: ROW_SIZE,
      }),
    })),
  );

  return {
    banners: activeBanners.map((b) => ({
      id: b.id,
      title: b.title,
      subtitle: b.subtitle,
      link: b.link,
      color_from: b.colorFrom,
      color_to: b.colorTo,
    })),
    categories: tree.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      icon: c.icon,
      product_count: c.product_count,
    })),
    sections: [
      {
        key: 'super-deals',
        title: 'Süper Fırsatlar',
        link: '/super-firsatlar',
        products: deals.slice(0, ROW_SIZE),
      },
      {
        key: 'best-sellers',
        title: 'Çok Satanlar',
        link: '/cok-satanlar',
        products: bestSellers.slice(0, ROW_SIZE),
      },
      {
        key: 'new-arrivals',
        title: 'Yeni Gelenler',
        link: '/search?sort=newest',
        products: newest,
      },
      ...picks,
    ].filter((s) => s.products.length > 0),
  };
}
