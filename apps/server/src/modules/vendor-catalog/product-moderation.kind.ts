import { sql } from 'drizzle-orm';
import {
  MODERATION_REASONS,
  type ModerationChange,
  type ModerationItem,
  type ModerationStatus,
} from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  catalogChanged,
  publishPendingImages,
  setProductAttributes,
  updateProduct as writeProduct,
} from '../../lib/catalog-write/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { UserContext } from '../../lib/request-context.ts';
import type { Cache } from '../../plugins/cache.plugin.ts';
import { emitEvent } from '../events/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { ModerationKind } from '../moderation/index.ts';
import { imageUrl } from '../media/media.urls.ts';
import {
  attributesText,
  brandName,
  categoryPathText,
  publicUrlOf,
  revisionChanges,
  type ProductRow,
} from './products.service.ts';

const COLUMNS = sql`p.id, p.slug, p.title, p.description, p.category_id, p.brand_id, p.kdv_rate,
  p.status, p.created_by_business_id, p.submitted_at, p.approved_at, p.rejection,
  p.pending_revision, p.review_status, p.created_at, p.updated_at`;

/** Every field of a new product, as the queue shows a first submission. */
async function newProductChanges(db: DbOrTx, p: ProductRow): Promise<ModerationChange[]> {
  const values = await queryRows<{ id: number }>(
    db,
    sql`SELECT attribute_value_id AS id FROM product_attribute_values WHERE product_id = ${p.id}`,
  );
  const [counts] = await queryRows<{ images: number; variants: string | null }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM product_images WHERE product_id = ${p.id}) AS images,
               (SELECT string_agg(v.sku || coalesce(' · ' || v.barcode, ''), ', ' ORDER BY v.position)
                  FROM variants v WHERE v.product_id = ${p.id} AND v.is_active) AS variants`,
  );
  return [
    { field: 'title', label: 'Başlık', before: null, after: p.title },
    { field: 'description', label: 'Açıklama', before: null, after: p.description },
    {
      field: 'category',
      label: 'Kategori',
      before: null,
      after: await categoryPathText(db, p.category_id),
    },
    { field: 'brand', label: 'Marka', before: null, after: await brandName(db, p.brand_id) },
    {
      field: 'attributes',
      label: 'Özellikler',
      before: null,
      after: await attributesText(
        db,
        values.map((v) => v.id),
      ),
    },
    { field: 'images', label: 'Görseller', before: null, after: `${counts!.images} görsel` },
    { field: 'variants', label: 'Varyantlar', before: null, after: counts!.variants ?? '(yok)' },
    { field: 'kdv_rate', label: 'KDV oranı', before: null, after: `%${p.kdv_rate}` },
  ];
}

/** The product's state in the queue: waiting means a new product or a revision waits. */
const QUEUE_WHERE: Record<ModerationStatus, ReturnType<typeof sql>> = {
  beklemede: sql`p.review_status = 'beklemede'`,
  onaylandi: sql`p.review_status = 'onaylandi'`,
  reddedildi: sql`p.review_status = 'reddedildi'`,
};

/**
 * Products under review (docs/decisions/030): a new product waits with status `onay_bekliyor`;
 * a change to a published one waits in `pending_revision` while shoppers see the live version.
 * `cache` lets a decision drop the product page's cached answer at once.
 */
/** A pending revision as the audit log shows it (the fields it changes). */
function revisionForAudit(rev: NonNullable<ProductRow['pending_revision']>) {
  const out: Record<string, unknown> = {};
  if (rev.title !== undefined) out.title = rev.title;
  if (rev.categoryId !== undefined) out.category_id = rev.categoryId;
  if (rev.brandId !== undefined) out.brand_id = rev.brandId;
  if (rev.attributeValueIds !== undefined) out.attribute_value_ids = rev.attributeValueIds;
  if (rev.imageIds !== undefined) out.image_ids = rev.imageIds;
  if (rev.description !== undefined) out.description_changed = true;
  return out;
}

export function productModerationKind(cache?: Cache): ModerationKind {
  async function load(db: DbOrTx, id: number, lock: boolean): Promise<ProductRow> {
    const [p] = await queryRows<ProductRow>(
      db,
      sql`SELECT ${COLUMNS} FROM products p WHERE p.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
    );
    if (!p || p.review_status === null) throw notFound('İncelenecek ürün bulunamadı.');
    return p;
  }

  async function waiting(db: DbOrTx, id: number): Promise<ProductRow> {
    const p = await load(db, id, true);
    if (p.review_status !== 'beklemede')
      throw conflict('already_decided', 'Bu ürün için karar zaten verilmiş.');
    return p;
  }

  async function decided(p: ProductRow, approved: boolean, reasons: string[], db: DbOrTx) {
    if (p.created_by_business_id === null) return;
    await emitEvent(db, {
      type: 'product.moderated',
      payload: {
        productId: p.id,
        businessId: p.created_by_business_id,
        title: p.title,
        approved,
        revision: p.pending_revision !== null,
        reasons,
      },
    });
  }

  const dropCache = async (slug: string) => {
    await cache?.del(`product:detail:${slug}`).catch(() => undefined);
  };

  return {
    type: 'product',

    async list(db, status, limit, offset) {
      const rows = await queryRows<
        ProductRow & { business_name: string | null; image_key: string | null; total: number }
      >(
        db,
        sql`SELECT ${COLUMNS}, bz.name AS business_name,
                   (SELECT i.storage_key FROM product_images i WHERE i.product_id = p.id
                     ORDER BY i.is_pending, i.position, i.id LIMIT 1) AS image_key,
                   count(*) OVER ()::int AS total
              FROM products p
              LEFT JOIN businesses bz ON bz.id = p.created_by_business_id
             WHERE ${QUEUE_WHERE[status]}
             ORDER BY ${status === 'beklemede' ? sql`p.submitted_at ASC` : sql`p.submitted_at DESC`}, p.id
             LIMIT ${limit} OFFSET ${offset}`,
      );
      const items: ModerationItem[] = [];
      for (const p of rows) {
        const isRevision = p.pending_revision !== null;
        const changes = isRevision ? await revisionChanges(db, p) : await newProductChanges(db, p);
        items.push({
          type: 'product',
          id: p.id,
          title: p.title,
          status,
          business:
            p.created_by_business_id === null
              ? null
              : { id: p.created_by_business_id, name: p.business_name ?? '' },
          submitted_at: iso(p.submitted_at ?? p.updated_at),
          summary: `${isRevision ? 'Yayındaki üründe değişiklik' : 'Yeni ürün'} · ${await categoryPathText(db, p.category_id)} · ${await brandName(db, p.brand_id)}`,
          image_url: p.image_key ? imageUrl(p.image_key, 200) : null,
          changes,
          documents: [],
          rejection:
            status === 'reddedildi' && p.rejection
              ? { reasons: p.rejection.reasons, note: p.rejection.note }
              : null,
          link: p.status === 'yayinda' ? publicUrlOf(p.slug) : null,
        });
      }
      return { total: rows[0]?.total ?? 0, items };
    },

    async pendingCount(db) {
      const [r] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM products WHERE review_status = 'beklemede'`,
      );
      return r!.n;
    },

    async approve(db: Db, ctx: UserContext, id: number) {
      const slug = await db.transaction(async (tx) => {
        const p = await waiting(tx, id);
        const rev = p.pending_revision;
        // A brand the seller applied for is decided first: shoppers only see approved brands.
        const [brand] = await queryRows<{ status: string }>(
          tx,
          sql`SELECT status FROM brands WHERE id = ${rev?.brandId ?? p.brand_id}`,
        );
        if (brand?.status !== 'onaylandi')
          throw conflict(
            'marka_onaysiz',
            'Ürünün markası henüz onaylanmadı; önce Markalar sekmesinden markayı inceleyin.',
          );
        if (rev) {
          await writeProduct(tx, id, {
            title: rev.title,
            description: rev.description,
            categoryId: rev.categoryId,
            brandId: rev.brandId,
            pendingRevision: null,
            reviewStatus: 'onaylandi',
            rejection: null,
          });
          if (rev.attributeValueIds) await setProductAttributes(tx, id, rev.attributeValueIds);
          if (rev.imageIds) await publishPendingImages(tx, id, rev.imageIds);
        } else {
          await writeProduct(tx, id, {
            status: 'yayinda',
            approvedAt: new Date(),
            reviewStatus: 'onaylandi',
            rejection: null,
          });
        }
        await decided(p, true, [], tx);
        await catalogChanged(tx, [id], rev ? 'revision.approved' : 'product.approved');
        await recordAudit(tx, ctx, {
          action: rev ? 'product.approve_change' : 'product.approve',
          objectType: 'product',
          objectId: id,
          before: rev
            ? { title: p.title, category_id: p.category_id, brand_id: p.brand_id }
            : { status: p.status, review_status: p.review_status },
          after: rev ? revisionForAudit(rev) : { status: 'yayinda', review_status: 'onaylandi' },
        });
        return p.slug;
      });
      await dropCache(slug);
    },

    async reject(db: Db, ctx: UserContext, id: number, input) {
      await db.transaction(async (tx) => {
        const p = await waiting(tx, id);
        const rejection = {
          reasons: input.reasons,
          note: input.note,
          at: new Date().toISOString(),
        };
        // A rejected revision stays with the product (the seller sees it and may change it
        // again); a rejected new product goes back to the seller as `reddedildi`.
        await writeProduct(tx, id, {
          ...(p.pending_revision ? {} : { status: 'reddedildi' as const }),
          reviewStatus: 'reddedildi',
          rejection,
        });
        const labels = new Map(MODERATION_REASONS.product.map((r) => [r.code, r.label]));
        await decided(
          p,
          false,
          [...input.reasons.map((c) => labels.get(c) ?? c), ...(input.note ? [input.note] : [])],
          tx,
        );
        await catalogChanged(
          tx,
          [id],
          p.pending_revision ? 'revision.rejected' : 'product.rejected',
        );
        await recordAudit(tx, ctx, {
          action: p.pending_revision ? 'product.reject_change' : 'product.reject',
          objectType: 'product',
          objectId: id,
          before: { status: p.status, review_status: p.review_status },
          after: {
            status: p.pending_revision ? p.status : 'reddedildi',
            review_status: 'reddedildi',
            reasons: input.reasons,
          },
          reason: input.note || input.reasons.join(', '),
        });
      });
    },
  };
}
