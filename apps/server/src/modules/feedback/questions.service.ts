import { sql } from 'drizzle-orm';
import type { QuestionCreated } from '@carsi/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { findProductTarget } from '../catalog/product-detail.service.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import { emitEvent } from '../events/index.ts';
import { acceptText } from '../../lib/text-moderation.ts';
import { authorNameOf } from './author-name.ts';

/**
 * A shopper's question to a seller of a published product. Stored unanswered: the product page
 * lists questions only once the seller has answered (catalog/product-feedback.service.ts).
 */

export const WRONG_SELLER = 'Bu satıcı bu ürünü satmıyor.';
export const NO_SELLER = 'Bu ürünü şu anda satan bir satıcı olmadığı için soru sorulamıyor.';

export interface QuestionInput {
  body: string;
  seller_id?: number | undefined;
}

interface SellerRow {
  business_id: number;
  name: string;
}

/** Stores the question and tells the seller (an outbox event in the same transaction). */
export async function createQuestion(
  db: Db,
  userId: number,
  productId: number,
  input: QuestionInput,
): Promise<QuestionCreated> {
  const body = acceptText(input.body, 'question', 'body');
  const product = await findProductTarget(db, productId);
  // The sellers with an active offer of an active variant, best offer first (the cheapest in
  // stock, else the cheapest): the order the product page uses to pick its main offer.
  const sellers = await queryRows<SellerRow>(
    db,
    sql`SELECT o.business_id, b.name
          FROM offers o
          JOIN variants v ON v.id = o.variant_id
          JOIN businesses b ON b.id = o.business_id
         WHERE v.product_id = ${product.id} AND v.is_active AND o.is_active
         ORDER BY (o.stock > 0) DESC, o.price, o.id`,
  );
  let seller: SellerRow | undefined;
  if (input.seller_id !== undefined) {
    seller = sellers.find((s) => s.business_id === input.seller_id);
    if (!seller) throw badRequest(WRONG_SELLER, { seller_id: [WRONG_SELLER] });
  } else {
    seller = sellers[0];
    if (!seller) throw conflict('satici_yok', NO_SELLER);
  }
  const authorName = await authorNameOf(db, userId);
  const row = await db.transaction(async (tx) => {
    const [q] = await queryRows<{ id: number; created_at: Date | string; title: string }>(
      tx,
      sql`INSERT INTO product_questions (product_id, business_id, user_id, author_name, body)
          VALUES (${product.id}, ${seller.business_id}, ${userId}, ${authorName}, ${body})
          RETURNING id, created_at, (SELECT title FROM products WHERE id = ${product.id}) AS title`,
    );
    await emitEvent(tx, {
      type: 'question.asked',
      payload: {
        questionId: q!.id,
        productId: product.id,
        businessId: seller.business_id,
        productTitle: q!.title,
      },
    });
    return q;
  });
  return {
    id: row!.id,
    product_id: product.id,
    seller: { id: seller.business_id, name: seller.name },
    body,
    author_name: authorName,
    status: 'cevap_bekliyor',
    created_at: iso(row!.created_at),
  };
}
