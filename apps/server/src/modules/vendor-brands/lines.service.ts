import { sql } from 'drizzle-orm';
import { type ProductLine, type ProductLineInput, slugify } from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import { usableBrand } from './brands.service.ts';
import { isUniqueViolation, rejectionOf } from './review.ts';

export interface LineRow {
  id: number;
  brand_id: number;
  name: string;
  status: 'beklemede' | 'onaylandi' | 'reddedildi';
  business_id: number | null;
  rejection_reasons: string[];
  rejection_note: string;
  created_at: Date | string;
  decided_at: Date | string | null;
}

const LINE_COLUMNS = sql`l.id, l.brand_id, l.name, l.status, l.business_id, l.rejection_reasons,
  l.rejection_note, l.created_at, l.decided_at`;

/** Lines this business may use: approved ones and its own pending proposals. */
const usableLine = (businessId: number) =>
  sql`(l.status = 'onaylandi' OR (l.status = 'beklemede' AND l.business_id = ${businessId}))`;

function toLine(r: LineRow, businessId: number): ProductLine {
  const mine = r.business_id === businessId;
  return {
    id: r.id,
    brand_id: r.brand_id,
    name: r.name,
    status: r.status,
    mine,
    rejection: mine ? rejectionOf('brand', r.status, r.rejection_reasons, r.rejection_note) : null,
    submitted_at: iso(r.created_at),
    decided_at: r.decided_at ? iso(r.decided_at) : null,
  };
}

const BRAND_NOT_FOUND = 'Marka bulunamadı.';

/**
 * A brand's lines as this business sees them: approved ones, and every line it proposed
 * (pending or rejected, with the reasons). The brand must be usable by the business or be its
 * own application.
 */
export async function listProductLines(
  db: Db,
  ctx: BusinessContext,
  brandId: number,
): Promise<{ results: ProductLine[] }> {
  const businessId = ctx.business.id;
  // Its own application, even rejected, still shows the lines it took down with it.
  const own = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM brands WHERE id = ${brandId} AND business_id = ${businessId}`,
  );
  if (!own.length && !(await usableBrand(db, businessId, brandId))) throw notFound(BRAND_NOT_FOUND);
  const rows = await queryRows<LineRow>(
    db,
    sql`SELECT ${LINE_COLUMNS} FROM product_lines l
         WHERE l.brand_id = ${brandId}
           AND (l.status = 'onaylandi' OR l.business_id = ${businessId})
         ORDER BY l.slug, l.id`,
  );
  return { results: rows.map((r) => toLine(r, businessId)) };
}

/** The line a business's product may name: usable by it and of the given brand. */
export async function usableProductLine(
  db: DbOrTx,
  businessId: number,
  lineId: number,
  brandId: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT l.id, l.name FROM product_lines l
         WHERE l.id = ${lineId} AND l.brand_id = ${brandId} AND ${usableLine(businessId)}`,
  );
  return row ?? null;
}

/** Proposes a product line for a brand the business may use; it waits for an operator. */
export async function proposeProductLine(
  db: Db,
  ctx: BusinessContext,
  input: ProductLineInput,
): Promise<ProductLine> {
  const businessId = ctx.business.id;
  const slug = slugify(input.name);
  if (!slug) {
    const detail = 'Seri adı en az bir harf ya da rakam içermeli.';
    throw badRequest(detail, { name: [detail] });
  }
  if (!(await usableBrand(db, businessId, input.brand_id)))
    throw badRequest(BRAND_NOT_FOUND, { brand_id: [BRAND_NOT_FOUND] });
  try {
    const row = await db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`line:${input.brand_id}:${slug}`}))`,
      );
      const [taken] = await queryRows<{ name: string }>(
        tx,
        sql`SELECT name FROM product_lines
             WHERE brand_id = ${input.brand_id} AND slug = ${slug} AND status = 'onaylandi'`,
      );
      if (taken) {
        const detail = `“${taken.name}” serisi bu markada zaten var; onu seçebilirsiniz.`;
        throw new AppError(409, 'line_exists', detail, { name: [detail] });
      }
      const [inserted] = await queryRows<LineRow>(
        tx,
        sql`INSERT INTO product_lines AS l (brand_id, name, slug, business_id)
            VALUES (${input.brand_id}, ${input.name}, ${slug}, ${businessId})
            RETURNING ${LINE_COLUMNS}`,
      );
      return inserted!;
    });
    return toLine(row, businessId);
  } catch (err) {
    if (isUniqueViolation(err)) {
      const detail = 'Bu seri için incelemede bir öneriniz zaten var.';
      throw new AppError(409, 'line_pending', detail, { name: [detail] });
    }
    throw err;
  }
}
