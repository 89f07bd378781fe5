import { and, asc, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { CategoryNode, HomeResponse } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { banners, products } from '../../db/schema/index.ts';
import { findProductCards } from './product-card.query.ts';

const ROW_SIZE = 12;

/** Everything the home page shows: banners, top categories and product rows. */
export async function loadHome(
  db: DbOrTx,
  tree: CategoryNode[],
  now = new Date(),
): Promise<HomeResponse> {
  const activeBanners = await db
    .select()
    .from(banners)
    .where(
      and(
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gte(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id));

  const inStock = sql`${products.inStock}`;
  const [deals, bestSellers, newest] = await Promise.all([
    findProductCards(db, {
      where: and(inStock, sql`${products.discountPercent} > 0`),
      order: 'discount',
      limit: ROW_SIZE,
    }),
    findProductCards(db, { where: inStock, order: 'best_selling', limit: ROW_SIZE }),
    findProductCards(db, { where: inStock, order: 'newest', limit: ROW_SIZE }),
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
      { key: 'super-deals', title: 'Süper Fırsatlar', link: '/super-firsatlar', products: deals },
      { key: 'best-sellers', title: 'Çok Satanlar', link: '/cok-satanlar', products: bestSellers },
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
