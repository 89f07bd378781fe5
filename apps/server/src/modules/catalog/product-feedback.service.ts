import { type SQL, sql } from 'drizzle-orm';
import type { Question, Review } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { imageUrl } from '../media/media.urls.ts';
import { iso, preparedRows, queryRows } from '../../lib/query-rows.ts';

/**
 * Reviews and answered questions of a product: the newest few on the product page, and their
 * own paged lists. A page is two set-based queries (the rows with their photos, the count).
 */

export const FEEDBACK_PAGE_SIZE = 10;

/** The product the lists belong to: its id and its category's path (for the axis order). */
export interface FeedbackTarget {
  id: number;
  categoryPath: string;
}

/**
 * Axis order of a variant attribute for a product in the category with path `categoryPath`:
 * its position on the category or an ancestor (the same order as the product page's axes).
 */
export const axisPosition = (attributeId: SQL, categoryPath: string): SQL => sql`(
  SELECT min(ca.position) FROM category_attributes ca JOIN categories c ON c.id = ca.category_id
   WHERE ca.attribute_id = ${attributeId} AND ${categoryPath} LIKE c.path || '%'
)`;

const parsedPhotos = (v: ReviewRow['photos']) =>
  v === null ? [] : typeof v === 'string' ? (JSON.parse(v) as Exclude<typeof v, string | null>) : v;

/**
 * A review with words or photos ("yorum"); every review is also a rating ("değerlendirme"),
 * counted in the histogram whether it has text or not.
 */
export const WRITTEN_REVIEW = sql`(r.body <> '' OR EXISTS (SELECT 1 FROM review_photos rp WHERE rp.review_id = r.id))`;

interface ReviewRow {
  id: number;
  author_name: string;
  rating: number;
  body: string;
  created_at: Date | string;
  seller_name: string | null;
  variant_label: string;
  photos: Array<{ storage_key: string; width: number; height: number }> | string | null;
}

export async function findReviews(
  db: DbOrTx,
  product: FeedbackTarget,
  opts: { limit: number; offset?: number; rating?: number | undefined },
): Promise<Review[]> {
  const ratingCond = opts.rating === undefined ? sql`` : sql`AND r.rating = ${opts.rating}`;
  const list = await preparedRows<ReviewRow>(
    db,
    sql`SELECT r.id, r.author_name, r.rating, r.body, r.created_at, b.name AS seller_name,
               coalesce((
                 SELECT string_agg(av.value, ' / '
                          ORDER BY ${axisPosition(sql`vav.attribute_id`, product.categoryPath)}, vav.attribute_id)
                   FROM variant_attribute_values vav
                   JOIN attribute_values av ON av.id = vav.attribute_value_id
                  WHERE vav.variant_id = r.variant_id), '') AS variant_label,
               (SELECT json_agg(json_build_object('storage_key', rp.storage_key, 'width', rp.width,
                                                  'height', rp.height) ORDER BY rp.position, rp.id)
                  FROM review_photos rp WHERE rp.review_id = r.id) AS photos
          FROM reviews r LEFT JOIN businesses b ON b.id = r.business_id
         WHERE r.product_id = ${product.id} AND ${WRITTEN_REVIEW} ${ratingCond}
         ORDER BY r.created_at DESC, r.id DESC
         LIMIT ${opts.limit} OFFSET ${opts.offset ?? 0}`,
  );
  return list.map((r) => ({
    id: r.id,
    author: r.author_name,
    rating: r.rating,
    body: r.body,
    variant_label: r.variant_label,
    seller_name: r.seller_name,
    photos: parsedPhotos(r.photos).map((p) => ({
      url: imageUrl(p.storage_key, 400),
      width: p.width,
      height: p.height,
    })),
    created_at: iso(r.created_at),
  }));
}

export async function countReviews(
  db: DbOrTx,
  productId: number,
  rating?: number | undefined,
): Promise<number> {
  const ratingCond = rating === undefined ? sql`` : sql`AND r.rating = ${rating}`;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM reviews r
         WHERE r.product_id = ${productId} AND ${WRITTEN_REVIEW} ${ratingCond}`,
  );
  return row?.count ?? 0;
}

interface QuestionRow {
  id: number;
  author_name: string;
  body: string;
  answer: string | null;
  seller_name: string;
  created_at: Date | string;
  answered_at: Date | string | null;
}

/** Answered questions only: unanswered ones are the seller's to-do, not public yet. */
export async function findQuestions(
  db: DbOrTx,
  productId: number,
  opts: { limit: number; offset?: number },
): Promise<Question[]> {
  const list = await preparedRows<QuestionRow>(
    db,
    sql`SELECT q.id, q.author_name, q.body, q.answer, b.name AS seller_name, q.created_at,
               q.answered_at
          FROM product_questions q JOIN businesses b ON b.id = q.business_id
         WHERE q.product_id = ${productId} AND q.answer IS NOT NULL
           AND q.reported_at IS NULL AND q.removed_at IS NULL
         ORDER BY q.created_at DESC, q.id DESC
         LIMIT ${opts.limit} OFFSET ${opts.offset ?? 0}`,
  );
  return list.map((q) => ({
    id: q.id,
    author: q.author_name,
    body: q.body,
    answer: q.answer,
    seller_name: q.seller_name,
    created_at: iso(q.created_at),
    answered_at: q.answered_at === null ? null : iso(q.answered_at),
  }));
}

export async function countQuestions(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM product_questions
         WHERE product_id = ${productId} AND answer IS NOT NULL
           AND reported_at IS NULL AND removed_at IS NULL`,
  );
  return row?.count ?? 0;
}

/** A page of reviews (optionally of one star rating), newest first. */
export async function reviewPage(
  db: DbOrTx,
  product: FeedbackTarget,
  page: number,
  rating?: number | undefined,
): Promise<{ count: number; results: Review[] }> {
  const [count, results] = await Promise.all([
    countReviews(db, product.id, rating),
    findReviews(db, product, {
      limit: FEEDBACK_PAGE_SIZE,
      offset: (page - 1) * FEEDBACK_PAGE_SIZE,
      rating,
    }),
  ]);
  return { count, results };
}

/** A page of answered questions, newest first. */
export async function questionPage(
  db: DbOrTx,
  productId: number,
  page: number,
): Promise<{ count: number; results: Question[] }> {
  const [count, results] = await Promise.all([
    countQuestions(db, productId),
    findQuestions(db, productId, {
      limit: FEEDBACK_PAGE_SIZE,
      offset: (page - 1) * FEEDBACK_PAGE_SIZE,
    }),
  ]);
  return { count, results };
}
