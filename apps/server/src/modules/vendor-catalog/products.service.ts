import { sql } from 'drizzle-orm';
import {
  foldTurkish,
  MODERATION_REASONS,
  publicRoutePatterns,
  VENDOR_LOW_STOCK,
  VENDOR_PRODUCT_STATUSES,
  type ModerationChange,
  type VendorProduct,
  type VendorProductCreate,
  type VendorProductList,
  type VendorProductListQuery,
  type VendorProductStatus,
  type VendorProductUpdate,
  type VendorRejection,
} from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ProductRevision, StoredRejection } from '../../db/schema/index.ts';
import {
  catalogChanged,
  deleteProduct as removeProduct,
  insertProduct,
  setProductAttributes,
  updateProduct as writeProduct,
} from '../../lib/catalog-write/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/paging.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import { sanitizeDescription } from '../../lib/sanitize-html.ts';
import { usableBrand, usableProductLine } from '../vendor-brands/index.ts';
import { imageUrl } from '../media/media.urls.ts';

const PAGE_SIZE = 20;
const NOT_FOUND = 'Ürün bulunamadı.';

export const publicUrlOf = (slug: string) =>
  publicRoutePatterns.productDetail.replace(':slug', slug);

/** A product row as the seller's calls read it. */
export interface ProductRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  category_id: number;
  brand_id: number;
  product_line_id: number | null;
  kdv_rate: number;
  status: VendorProductStatus | 'arsiv';
  created_by_business_id: number | null;
  submitted_at: Date | string | null;
  approved_at: Date | string | null;
  rejection: StoredRejection | null;
  pending_revision: ProductRevision | null;
  review_status: 'beklemede' | 'onaylandi' | 'reddedildi' | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const PRODUCT_COLUMNS = sql`p.id, p.slug, p.title, p.description, p.category_id, p.brand_id,
  p.product_line_id, p.kdv_rate, p.status, p.created_by_business_id, p.submitted_at, p.approved_at, p.rejection,
  p.pending_revision, p.review_status, p.created_at, p.updated_at`;

/**
 * A product this business created (the only ones whose content it may change), locked for
 * the rest of the transaction when `lock`; another business's product is 404.
 */
export async function ownProduct(
  db: DbOrTx,
  ctx: BusinessContext,
  id: number,
  lock = false,
): Promise<ProductRow> {
  const [row] = await queryRows<ProductRow>(
    db,
    sql`SELECT ${PRODUCT_COLUMNS} FROM products p
         WHERE p.id = ${id} AND p.created_by_business_id = ${ctx.business.id}
         ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** A product this business created or sells through an offer; else 404. */
async function visibleProduct(db: DbOrTx, ctx: BusinessContext, id: number): Promise<ProductRow> {
  const b = ctx.business.id;
  const [row] = await queryRows<ProductRow>(
    db,
    sql`SELECT ${PRODUCT_COLUMNS} FROM products p
         WHERE p.id = ${id}
           AND (p.created_by_business_id = ${b}
                OR EXISTS (SELECT 1 FROM offers o JOIN variants v ON v.id = o.variant_id
                            WHERE v.product_id = p.id AND o.business_id = ${b}))`,
  );
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

const statusOf = (s: ProductRow['status']): VendorProductStatus => (s === 'arsiv' ? 'pasif' : s);

/** A stored rejection with its reason labels and the fields they concern. */
export function rejectionView(r: StoredRejection | null): VendorRejection | null {
  if (!r) return null;
  const known = new Map(MODERATION_REASONS.product.map((x) => [x.code, x]));
  const reasons = r.reasons.map((code) => {
    const k = known.get(code);
    return { code, label: k?.label ?? code, field: k?.field ?? null };
  });
  const byField: Record<string, string[]> = {};
  for (const x of reasons) (byField[x.field ?? '_'] ??= []).push(x.label);
  if (r.note) (byField._ ??= []).push(r.note);
  return { reasons, note: r.note, by_field: byField, decided_at: r.at };
}

// ---------------------------------------------------------------------------------------------
// Checks shared by create, update and submit.

interface CategoryInfo {
  id: number;
  chain: number[];
}

async function leafCategory(db: DbOrTx, id: number): Promise<CategoryInfo> {
  const [c] = await queryRows<{ id: number; path: string; is_leaf: boolean; is_active: boolean }>(
    db,
    sql`SELECT c.id, c.path, c.is_active,
               NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) AS is_leaf
          FROM categories c WHERE c.id = ${id}`,
  );
  if (!c || !c.is_active)
    throw badRequest('Kategori bulunamadı.', { category_id: ['Kategori bulunamadı.'] });
  if (!c.is_leaf)
    throw badRequest('En alt kategoriyi seçin.', {
      category_id: ['Ürün yalnızca en alt kategoriye eklenebilir; bir alt kategori seçin.'],
    });
  return { id: c.id, chain: c.path.replace(/\/$/, '').split('/').map(Number) };
}

/**
 * An approved brand, or one this business applied for (its drafts may use it while the operator
 * decides; docs/decisions/031). Approval of the product waits for the brand's.
 */
async function checkBrand(db: DbOrTx, businessId: number, id: number): Promise<void> {
  if (!(await usableBrand(db, businessId, id)))
    throw badRequest('Marka kullanılamıyor.', {
      brand_id: ['Onaylanmış bir marka seçin ya da markanız için başvurun.'],
    });
}

/** A product line of the brand that this business may use (approved, or its own application). */
async function checkProductLine(
  db: DbOrTx,
  businessId: number,
  lineId: number,
  brandId: number,
): Promise<void> {
  if (!(await usableProductLine(db, businessId, lineId, brandId)))
    throw badRequest('Ürün serisi kullanılamıyor.', {
      product_line_id: ['Seçilen seri bu markaya ait değil ya da kullanılamıyor.'],
    });
}

/** The category's attributes (declared on it or an ancestor). */
async function categoryAttributes(db: DbOrTx, chain: number[]) {
  return queryRows<{ id: number; name: string; is_axis: boolean; is_required: boolean }>(
    db,
    sql`SELECT a.id, a.name, bool_or(ca.is_variant_axis) AS is_axis,
               bool_or(ca.is_required) AS is_required, min(ca.position) AS position
          FROM category_attributes ca JOIN attributes a ON a.id = ca.attribute_id
         WHERE ca.category_id = ANY(string_to_array(${chain.join(',')}, ',')::int[])
         GROUP BY a.id, a.name ORDER BY min(ca.position), a.name`,
  );
}

async function checkAttributeValues(db: DbOrTx, chain: number[], valueIds: readonly number[]) {
  if (valueIds.length === 0) return;
  const attrs = await categoryAttributes(db, chain);
  const allowed = new Set(attrs.filter((a) => !a.is_axis).map((a) => a.id));
  const rows = await queryRows<{ id: number; attribute_id: number }>(
    db,
    sql`SELECT id, attribute_id FROM attribute_values
         WHERE id = ANY(string_to_array(${valueIds.join(',')}, ',')::int[])`,
  );
  const bad = valueIds.filter((id) => {
    const r = rows.find((x) => x.id === id);
    return !r || !allowed.has(r.attribute_id);
  });
  if (bad.length > 0)
    throw badRequest('Bu kategoriye ait olmayan özellik değerleri var.', {
      attribute_value_ids: [`Bu kategoride geçersiz değerler: ${bad.join(', ')}.`],
    });
}

async function attributeValueIds(db: DbOrTx, productId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT attribute_value_id AS id FROM product_attribute_values
         WHERE product_id = ${productId} ORDER BY attribute_value_id`,
  );
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// Reads.

export async function listProducts(
  db: DbOrTx,
  ctx: BusinessContext,
  q: VendorProductListQuery,
  url: string,
): Promise<VendorProductList> {
  const b = ctx.business.id;
  const ids = sql`
    SELECT id FROM products WHERE created_by_business_id = ${b}
    UNION
    SELECT v.product_id FROM offers o JOIN variants v ON v.id = o.variant_id WHERE o.business_id = ${b}`;
  const filters = [sql`true`];
  if (q.status)
    filters.push(
      q.status === 'pasif' ? sql`r.status IN ('pasif', 'arsiv')` : sql`r.status = ${q.status}`,
    );
  if (q.q) {
    const folded = foldTurkish(q.q).replace(/[%_\\]/g, '');
    filters.push(sql`(r.search_text LIKE ${`%${folded}%`}
      OR EXISTS (SELECT 1 FROM variants v WHERE v.product_id = r.id
                  AND (v.barcode = ${q.q} OR lower(v.sku) = lower(${q.q}))))`);
  }
  if (q.stok === 'az') filters.push(sql`r.stock BETWEEN 1 AND ${VENDOR_LOW_STOCK}`);
  if (q.stok === 'yok') filters.push(sql`r.stock = 0`);

  const rows = await queryRows<{
    id: number;
    slug: string;
    title: string;
    status: ProductRow['status'];
    own: boolean;
    rejection: StoredRejection | null;
    review_status: string | null;
    has_revision: boolean;
    price: number | null;
    stock: number;
    offer_active: boolean | null;
    offer_id: number | null;
    barcodes: string[] | null;
    image_key: string | null;
    updated_at: Date | string;
    total: number;
  }>(
    db,
    sql`WITH r AS (
          SELECT p.id, p.slug, p.title, p.status, p.search_text, p.rejection, p.review_status,
                 p.pending_revision IS NOT NULL AS has_revision, p.updated_at,
                 coalesce(p.created_by_business_id = ${b}, false) AS own,
                 agg.price, coalesce(agg.stock, 0)::int AS stock, agg.active AS offer_active,
                 CASE WHEN agg.offers = 1 THEN agg.offer_id END AS offer_id
            FROM (${ids}) ids
            JOIN products p ON p.id = ids.id
            LEFT JOIN LATERAL (
              SELECT min(o.price)::int AS price, sum(o.stock)::int AS stock,
                     bool_or(o.is_active) AS active, count(*)::int AS offers,
                     min(o.id)::int AS offer_id
                FROM offers o JOIN variants v ON v.id = o.variant_id
               WHERE v.product_id = p.id AND o.business_id = ${b} AND v.is_active
            ) agg ON true
        )
        SELECT r.id, r.slug, r.title, r.status, r.own, r.rejection, r.review_status,
               r.has_revision, r.price, r.stock, r.offer_active, r.offer_id, r.updated_at,
               (SELECT array_agg(v.barcode ORDER BY v.position, v.id) FROM variants v
                 WHERE v.product_id = r.id AND v.barcode IS NOT NULL) AS barcodes,
               (SELECT i.storage_key FROM product_images i WHERE i.product_id = r.id
                 ORDER BY i.is_pending, i.position, i.id LIMIT 1) AS image_key,
               count(*) OVER ()::int AS total
          FROM r
         WHERE ${sql.join(filters, sql` AND `)}
         ORDER BY r.updated_at DESC, r.id DESC
         LIMIT ${PAGE_SIZE} OFFSET ${(q.page - 1) * PAGE_SIZE}`,
  );
  const countRows = await queryRows<{ status: ProductRow['status']; n: number }>(
    db,
    sql`SELECT p.status, count(*)::int AS n FROM (${ids}) ids JOIN products p ON p.id = ids.id
         GROUP BY p.status`,
  );
  const counts = Object.fromEntries(VENDOR_PRODUCT_STATUSES.map((s) => [s, 0])) as Record<
    VendorProductStatus,
    number
  >;
  for (const c of countRows) counts[statusOf(c.status)] += c.n;

  const total = rows[0]?.total ?? 0;
  return {
    count: total,
    ...pageLinks(url, q.page, PAGE_SIZE, total),
    counts,
    results: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      image_url: r.image_key ? imageUrl(r.image_key, 200) : null,
      barcodes: r.barcodes ?? [],
      price: r.price,
      stock: r.stock,
      offer_active: r.offer_active ?? false,
      offer_id: r.offer_id,
      status: statusOf(r.status),
      origin: r.own ? ('kendi' as const) : ('teklif' as const),
      rejection: r.own && r.status === 'reddedildi' ? rejectionView(r.rejection) : null,
      revision_status:
        r.own &&
        r.has_revision &&
        (r.review_status === 'beklemede' || r.review_status === 'reddedildi')
          ? r.review_status
          : null,
      public_url: r.status === 'yayinda' ? publicUrlOf(r.slug) : null,
      updated_at: iso(r.updated_at),
    })),
  };
}

/** The field-by-field changes of a published product's pending revision. */
export async function revisionChanges(db: DbOrTx, p: ProductRow): Promise<ModerationChange[]> {
  const rev = p.pending_revision;
  if (!rev) return [];
  const out: ModerationChange[] = [];
  if (rev.title !== undefined)
    out.push({ field: 'title', label: 'Başlık', before: p.title, after: rev.title });
  if (rev.description !== undefined)
    out.push({
      field: 'description',
      label: 'Açıklama',
      before: p.description,
      after: rev.description,
    });
  if (rev.categoryId !== undefined)
    out.push({
      field: 'category',
      label: 'Kategori',
      before: await categoryPathText(db, p.category_id),
      after: await categoryPathText(db, rev.categoryId),
    });
  if (rev.brandId !== undefined)
    out.push({
      field: 'brand',
      label: 'Marka',
      before: await brandName(db, p.brand_id),
      after: await brandName(db, rev.brandId),
    });
  if (rev.attributeValueIds !== undefined)
    out.push({
      field: 'attributes',
      label: 'Özellikler',
      before: await attributesText(db, await attributeValueIds(db, p.id)),
      after: await attributesText(db, rev.attributeValueIds),
    });
  if (rev.imageIds !== undefined) {
    const live = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM product_images WHERE product_id = ${p.id} AND NOT is_pending
           ORDER BY position, id`,
    );
    out.push({
      field: 'images',
      label: 'Görseller',
      before: imagesText(live.map((x) => x.id)),
      after: imagesText(rev.imageIds),
    });
  }
  return out;
}

const imagesText = (ids: number[]) =>
  ids.length === 0 ? '(görsel yok)' : `${ids.length} görsel: ${ids.map((i) => `#${i}`).join(', ')}`;

export async function categoryPathText(db: DbOrTx, id: number): Promise<string> {
  const [r] = await queryRows<{ names: string | null }>(
    db,
    sql`SELECT (SELECT string_agg(c2.name, ' › ' ORDER BY c2.depth) FROM categories c2
                 WHERE c2.id = ANY(string_to_array(rtrim(c.path, '/'), '/')::int[])) AS names
          FROM categories c WHERE c.id = ${id}`,
  );
  return r?.names ?? `#${id}`;
}

export async function brandName(db: DbOrTx, id: number): Promise<string> {
  const [r] = await queryRows<{ name: string }>(db, sql`SELECT name FROM brands WHERE id = ${id}`);
  return r?.name ?? `#${id}`;
}

export async function attributesText(db: DbOrTx, valueIds: readonly number[]): Promise<string> {
  if (valueIds.length === 0) return '(yok)';
  const rows = await queryRows<{ line: string }>(
    db,
    sql`SELECT a.name || ': ' || string_agg(av.value, ', ' ORDER BY av.position, av.value) AS line
          FROM attribute_values av JOIN attributes a ON a.id = av.attribute_id
         WHERE av.id = ANY(string_to_array(${valueIds.join(',')}, ',')::int[])
         GROUP BY a.name ORDER BY a.name`,
  );
  return rows.map((r) => r.line).join('; ');
}

export async function getProduct(
  db: DbOrTx,
  ctx: BusinessContext,
  id: number,
): Promise<VendorProduct> {
  const p = await visibleProduct(db, ctx, id);
  const b = ctx.business.id;
  const own = p.created_by_business_id === b;
  const [extra] = await queryRows<{
    category: string;
    path: string[] | null;
    brand: string;
    line: string | null;
    price: number | null;
    stock: number | null;
    barcodes: string[] | null;
  }>(
    db,
    sql`SELECT c.name AS category,
               (SELECT array_agg(c2.name ORDER BY c2.depth) FROM categories c2
                 WHERE c2.id = ANY(string_to_array(rtrim(c.path, '/'), '/')::int[])) AS path,
               br.name AS brand,
               (SELECT l.name FROM product_lines l WHERE l.id = ${p.product_line_id}) AS line,
               (SELECT min(o.price)::int FROM offers o JOIN variants v ON v.id = o.variant_id
                 WHERE v.product_id = ${id} AND o.business_id = ${b} AND v.is_active) AS price,
               (SELECT sum(o.stock)::int FROM offers o JOIN variants v ON v.id = o.variant_id
                 WHERE v.product_id = ${id} AND o.business_id = ${b} AND v.is_active) AS stock,
               (SELECT array_agg(v.barcode ORDER BY v.position, v.id) FROM variants v
                 WHERE v.product_id = ${id} AND v.barcode IS NOT NULL) AS barcodes
          FROM categories c, brands br
         WHERE c.id = ${p.category_id} AND br.id = ${p.brand_id}`,
  );
  const images = await queryRows<{
    id: number;
    storage_key: string;
    width: number;
    height: number;
    position: number;
    is_pending: boolean;
  }>(
    db,
    sql`SELECT id, storage_key, width, height, position, is_pending FROM product_images
         WHERE product_id = ${id} ORDER BY is_pending, position, id`,
  );
  // A pending image list shows in its new order; images dropped from it are left out.
  const order = own ? p.pending_revision?.imageIds : undefined;
  const shown = order
    ? order.map((i) => images.find((x) => x.id === i)).filter((x) => x !== undefined)
    : images;
  const revision =
    own &&
    p.pending_revision &&
    (p.review_status === 'beklemede' || p.review_status === 'reddedildi')
      ? {
          status: p.review_status,
          submitted_at: iso(p.submitted_at ?? p.updated_at),
          changes: await revisionChanges(db, p),
          rejection: p.review_status === 'reddedildi' ? rejectionView(p.rejection) : null,
        }
      : null;
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    category: { id: p.category_id, name: extra!.category, path: extra!.path ?? [] },
    brand: { id: p.brand_id, name: extra!.brand },
    product_line:
      p.product_line_id !== null && extra!.line !== null
        ? { id: p.product_line_id, name: extra!.line }
        : null,
    kdv_rate: p.kdv_rate,
    attribute_value_ids: await attributeValueIds(db, id),
    status: statusOf(p.status),
    origin: own ? 'kendi' : 'teklif',
    images: shown.map((i, n) => ({
      id: i.id,
      url: imageUrl(i.storage_key, 400),
      width: i.width,
      height: i.height,
      position: order ? n : i.position,
      pending: i.is_pending,
    })),
    barcodes: extra!.barcodes ?? [],
    price: extra!.price,
    stock: extra!.stock ?? 0,
    rejection: own && p.status === 'reddedildi' ? rejectionView(p.rejection) : null,
    revision,
    public_url: p.status === 'yayinda' ? publicUrlOf(p.slug) : null,
    created_at: iso(p.created_at),
    updated_at: iso(p.updated_at),
  };
}

// ---------------------------------------------------------------------------------------------
// Writes.

export async function createProduct(
  db: Db,
  ctx: BusinessContext,
  input: VendorProductCreate,
): Promise<VendorProduct> {
  const cat = await leafCategory(db, input.category_id);
  await checkBrand(db, ctx.business.id, input.brand_id);
  if (input.product_line_id !== null)
    await checkProductLine(db, ctx.business.id, input.product_line_id, input.brand_id);
  await checkAttributeValues(db, cat.chain, input.attribute_value_ids);
  const id = await db.transaction(async (tx) => {
    const { id } = await insertProduct(tx, {
      title: input.title,
      description: input.description,
      categoryId: input.category_id,
      brandId: input.brand_id,
      productLineId: input.product_line_id,
      kdvRate: input.kdv_rate,
      createdByBusinessId: ctx.business.id,
      status: 'taslak',
    });
    await setProductAttributes(tx, id, input.attribute_value_ids);
    await catalogChanged(tx, [id], 'product.created');
    return id;
  });
  return getProduct(db, ctx, id);
}

/** Whether shoppers see (or saw) the approved version: its content changes need review. */
export const isPublished = (p: ProductRow) =>
  p.status === 'yayinda' || (p.status === 'pasif' && p.approved_at !== null);

/** Records a revision of a published product (merged with one already waiting). */
export async function recordRevision(
  tx: DbOrTx,
  p: ProductRow,
  change: ProductRevision,
): Promise<void> {
  const rev: ProductRevision = { ...(p.pending_revision ?? {}), ...change };
  // A field changed back to its live value is no change.
  if (rev.title === p.title) delete rev.title;
  if (rev.description === p.description) delete rev.description;
  if (rev.categoryId === p.category_id) delete rev.categoryId;
  if (rev.brandId === p.brand_id) delete rev.brandId;
  if (rev.attributeValueIds) {
    const live = await attributeValueIds(tx, p.id);
    const next = [...new Set(rev.attributeValueIds)].sort((a, b) => a - b);
    if (next.join(',') === live.join(',')) delete rev.attributeValueIds;
    else rev.attributeValueIds = next;
  }
  if (rev.imageIds) {
    const live = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM product_images WHERE product_id = ${p.id} AND NOT is_pending
           ORDER BY position, id`,
    );
    if (rev.imageIds.join(',') === live.map((x) => x.id).join(',')) delete rev.imageIds;
  }
  const empty = Object.keys(rev).length === 0;
  await writeProduct(tx, p.id, {
    pendingRevision: empty ? null : rev,
    reviewStatus: empty ? (p.approved_at ? 'onaylandi' : null) : 'beklemede',
    submittedAt: empty ? (p.submitted_at ? new Date(p.submitted_at) : null) : new Date(),
    rejection: empty ? p.rejection : null,
  });
}

export async function updateProduct(
  db: Db,
  ctx: BusinessContext,
  id: number,
  input: VendorProductUpdate,
): Promise<VendorProduct> {
  const current = await ownProduct(db, ctx, id);
  const categoryId = input.category_id ?? current.category_id;
  const cat = await leafCategory(db, categoryId);
  if (input.brand_id !== undefined) await checkBrand(db, ctx.business.id, input.brand_id);
  // A line must belong to the brand the product will have; a new brand drops an old line.
  const brandId = input.brand_id ?? current.brand_id;
  let lineId = input.product_line_id;
  if (lineId === undefined && input.brand_id !== undefined && current.product_line_id !== null)
    lineId = (await usableProductLine(db, ctx.business.id, current.product_line_id, brandId))
      ? current.product_line_id
      : null;
  else if (lineId !== undefined && lineId !== null)
    await checkProductLine(db, ctx.business.id, lineId, brandId);
  const values = input.attribute_value_ids ?? (await attributeValueIds(db, id));
  if (input.attribute_value_ids !== undefined || input.category_id !== undefined)
    await checkAttributeValues(db, cat.chain, values);

  await db.transaction(async (tx) => {
    const p = await ownProduct(tx, ctx, id, true);
    if (isPublished(p)) {
      // Content waits for review; the KDV rate applies at once.
      const change: ProductRevision = {};
      if (input.title !== undefined) change.title = input.title;
      if (input.description !== undefined)
        change.description = sanitizeDescription(input.description);
      if (input.category_id !== undefined) change.categoryId = input.category_id;
      if (input.brand_id !== undefined) change.brandId = input.brand_id;
      if (input.attribute_value_ids !== undefined)
        change.attributeValueIds = input.attribute_value_ids;
      if (Object.keys(change).length > 0) await recordRevision(tx, p, change);
      // The KDV rate and the product line (a grouping, not shown content) apply at once.
      if (input.kdv_rate !== undefined || lineId !== undefined)
        await writeProduct(tx, id, { kdvRate: input.kdv_rate, productLineId: lineId });
    } else {
      await writeProduct(tx, id, {
        title: input.title,
        description: input.description,
        categoryId: input.category_id,
        brandId: input.brand_id,
        productLineId: lineId,
        kdvRate: input.kdv_rate,
      });
      if (input.attribute_value_ids !== undefined)
        await setProductAttributes(tx, id, input.attribute_value_ids);
    }
    await catalogChanged(tx, [id], 'product.updated');
  });
  return getProduct(db, ctx, id);
}

/** Whether any order line refers to the product or one of its variants. */
export async function everOrdered(db: DbOrTx, productId: number): Promise<boolean> {
  const [r] = await queryRows<{ yes: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM order_items WHERE product_id = ${productId})
            OR EXISTS (SELECT 1 FROM order_items oi JOIN variants v ON v.id = oi.variant_id
                        WHERE v.product_id = ${productId}) AS yes`,
  );
  return r!.yes;
}

/**
 * Deletes a product this business made and nobody ordered; one that was ordered is taken off
 * sale (`pasif`) and its order lines keep their copies. Another business's offers block it.
 */
export async function deleteProduct(
  db: Db,
  ctx: BusinessContext,
  id: number,
): Promise<{ id: number; deleted: boolean; status: VendorProductStatus | null }> {
  return db.transaction(async (tx) => {
    const p = await ownProduct(tx, ctx, id, true);
    const [others] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM offers o JOIN variants v ON v.id = o.variant_id
           WHERE v.product_id = ${id} AND o.business_id <> ${ctx.business.id} AND o.is_active`,
    );
    if (await everOrdered(tx, id)) {
      await writeProduct(tx, id, { status: 'pasif' });
      await tx.execute(
        sql`UPDATE offers SET is_active = false, updated_at = now()
             WHERE business_id = ${ctx.business.id}
               AND variant_id IN (SELECT id FROM variants WHERE product_id = ${id})`,
      );
      await catalogChanged(tx, [id], 'product.deactivated');
      return { id, deleted: false, status: 'pasif' as const };
    }
    if (others!.n > 0)
      throw conflict(
        'product_in_use',
        'Bu ürünü başka satıcılar da satıyor; silinemez. Kendi tekliflerinizi kapatabilirsiniz.',
      );
    void p;
    await removeProduct(tx, id);
    await catalogChanged(tx, [id], 'product.deleted');
    return { id, deleted: true, status: null };
  });
}

/**
 * Sends a draft (or a rejected product) to review after checking it is complete: required
 * attributes, at least one image, at least one active variant with this business's offer.
 */
export async function submitProduct(
  db: Db,
  ctx: BusinessContext,
  id: number,
): Promise<VendorProduct> {
  await db.transaction(async (tx) => {
    const p = await ownProduct(tx, ctx, id, true);
    if (p.status === 'onay_bekliyor')
      throw conflict('already_submitted', 'Ürün zaten onay bekliyor.');
    if (p.status !== 'taslak' && p.status !== 'reddedildi')
      throw conflict(
        'not_a_draft',
        'Yalnızca taslak ya da reddedilmiş ürünler onaya gönderilir; yayındaki ürünün değişiklikleri kendiliğinden incelemeye gider.',
      );
    const errors: Record<string, string[]> = {};
    const cat = await leafCategory(tx, p.category_id).catch(() => null);
    if (!cat) errors.category_id = ['En alt düzeyde, etkin bir kategori seçin.'];
    // Its own brand application may still be waiting: the operator decides the brand first.
    if (!(await usableBrand(tx, ctx.business.id, p.brand_id)))
      errors.brand_id = ['Onaylanmış bir marka seçin.'];
    if (cat) {
      const attrs = await categoryAttributes(tx, cat.chain);
      const values = await queryRows<{ attribute_id: number }>(
        tx,
        sql`SELECT av.attribute_id FROM product_attribute_values pav
              JOIN attribute_values av ON av.id = pav.attribute_value_id
             WHERE pav.product_id = ${id}`,
      );
      const given = new Set(values.map((v) => v.attribute_id));
      const missing = attrs.filter((a) => a.is_required && !a.is_axis && !given.has(a.id));
      if (missing.length > 0)
        errors.attribute_value_ids = missing.map((a) => `“${a.name}” özelliğini seçin.`);
    }
    const [counts] = await queryRows<{ images: number; offered: number }>(
      tx,
      sql`SELECT (SELECT count(*)::int FROM product_images WHERE product_id = ${id}) AS images,
                 (SELECT count(*)::int FROM variants v JOIN offers o ON o.variant_id = v.id
                   WHERE v.product_id = ${id} AND v.is_active AND o.is_active
                     AND o.business_id = ${ctx.business.id}) AS offered`,
    );
    if (counts!.images === 0) errors.images = ['En az bir ürün görseli ekleyin.'];
    if (counts!.offered === 0)
      errors.variants = ['Fiyatı ve stoğu girilmiş en az bir etkin varyant ekleyin.'];
    if (Object.keys(errors).length > 0)
      throw badRequest('Ürün onaya gönderilmeden önce eksikleri tamamlayın.', errors);
    await writeProduct(tx, id, {
      status: 'onay_bekliyor',
      submittedAt: new Date(),
      reviewStatus: 'beklemede',
      rejection: null,
    });
    await catalogChanged(tx, [id], 'product.submitted');
  });
  return getProduct(db, ctx, id);
}

/**
 * Bulk activate/deactivate: this business's offers on the products; products it made go
 * `pasif` (off) or back to `yayinda` when they had been approved (on).
 */
export async function setProductsActive(
  db: Db,
  ctx: BusinessContext,
  ids: readonly number[],
  active: boolean,
): Promise<{ updated: number }> {
  const b = ctx.business.id;
  const list = [...new Set(ids)].join(',');
  return db.transaction(async (tx) => {
    const found = await queryRows<{ id: number }>(
      tx,
      sql`SELECT p.id FROM products p
           WHERE p.id = ANY(string_to_array(${list}, ',')::int[])
             AND (p.created_by_business_id = ${b}
                  OR EXISTS (SELECT 1 FROM offers o JOIN variants v ON v.id = o.variant_id
                              WHERE v.product_id = p.id AND o.business_id = ${b}))
           FOR UPDATE`,
    );
    const mine = found.map((r) => r.id);
    if (mine.length !== new Set(ids).size) throw notFound('Seçilen ürünlerden biri bulunamadı.');
    const scope = mine.join(',');
    await tx.execute(
      sql`UPDATE offers SET is_active = ${active}, updated_at = now()
           WHERE business_id = ${b} AND is_active <> ${active}
             AND variant_id IN (SELECT id FROM variants
                                 WHERE product_id = ANY(string_to_array(${scope}, ',')::int[]))`,
    );
    if (active)
      await tx.execute(
        sql`UPDATE products SET status = 'yayinda'
             WHERE id = ANY(string_to_array(${scope}, ',')::int[]) AND created_by_business_id = ${b}
               AND status = 'pasif' AND approved_at IS NOT NULL`,
      );
    else
      await tx.execute(
        sql`UPDATE products SET status = 'pasif'
             WHERE id = ANY(string_to_array(${scope}, ',')::int[]) AND created_by_business_id = ${b}
               AND status = 'yayinda'`,
      );
    await catalogChanged(tx, mine, active ? 'product.activated' : 'product.deactivated');
    return { updated: mine.length };
  });
}
