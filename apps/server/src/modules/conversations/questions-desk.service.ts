import { recordAudit } from '../../lib/audit.ts';
import { sql } from 'drizzle-orm';
import {
  QUESTION_ANSWER_HOURS,
  VENDOR_QUESTION_PAGE_SIZE,
  type QuestionDeskStatus,
  type ReportedQuestion,
  type VendorQuestion,
  type VendorQuestionList,
} from '@carsi/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext, UserContext } from '../../lib/request-context.ts';
import { acceptText } from '../../lib/text-moderation.ts';
import { emitEvent } from '../events/index.ts';
import { imageUrl } from '../media/media.urls.ts';

/**
 * The seller's questions desk (issue 15): its business's questions, unanswered first (oldest
 * deadline first), the answer written once and public at once, and the report of an abusive
 * question, which hides it until an operator keeps or removes it.
 */

const NOT_FOUND = 'Soru bulunamadı.';
const ALREADY_ANSWERED = 'Bu soru zaten cevaplandı.';
const REPORTED = 'Bu soru incelemede; yönetici karar verene kadar cevaplanamaz.';
const HOUR_MS = 3_600_000;

interface Row {
  id: number;
  product_id: number;
  title: string;
  slug: string;
  image_key: string | null;
  body: string;
  author_name: string;
  created_at: Date | string;
  answer: string | null;
  answered_at: Date | string | null;
  answered_by: string | null;
  reported_at: Date | string | null;
  report_reason: string | null;
  business_id: number;
  business_name: string;
}

const SELECT = sql`
  SELECT q.id, q.product_id, p.title, p.slug, q.body, q.author_name, q.created_at, q.answer,
         q.answered_at, q.reported_at, q.report_reason, q.business_id, b.name AS business_name,
         CASE WHEN au.id IS NULL THEN NULL ELSE au.first_name || ' ' || au.last_name END AS answered_by,
         (SELECT i.storage_key FROM product_images i
           WHERE i.product_id = p.id AND NOT i.is_pending ORDER BY i.position, i.id LIMIT 1) AS image_key
    FROM product_questions q
    JOIN products p ON p.id = q.product_id
    JOIN businesses b ON b.id = q.business_id
    LEFT JOIN users au ON au.id = q.answered_by_user_id`;

const deadlineOf = (created: Date | string) =>
  new Date(new Date(created).getTime() + QUESTION_ANSWER_HOURS * HOUR_MS);

function toQuestion(r: Row, now = new Date()): VendorQuestion {
  const deadline = deadlineOf(r.created_at);
  const status: QuestionDeskStatus = r.reported_at
    ? 'reported'
    : r.answer !== null
      ? 'answered'
      : 'unanswered';
  const late = r.answered_at ? new Date(r.answered_at) > deadline : now > deadline;
  return {
    id: r.id,
    product: {
      id: r.product_id,
      title: r.title,
      slug: r.slug,
      image: r.image_key ? imageUrl(r.image_key, 200) : null,
    },
    body: r.body,
    author_name: r.author_name,
    created_at: iso(r.created_at),
    deadline_at: deadline.toISOString(),
    late,
    status,
    answer: r.answer,
    answered_at: r.answered_at ? iso(r.answered_at) : null,
    answered_by: r.answered_by,
    report_reason: r.report_reason,
  };
}

const STATUS_WHERE: Record<QuestionDeskStatus, ReturnType<typeof sql>> = {
  unanswered: sql`q.answer IS NULL AND q.reported_at IS NULL AND q.removed_at IS NULL`,
  answered: sql`q.answer IS NOT NULL AND q.reported_at IS NULL AND q.removed_at IS NULL`,
  reported: sql`q.reported_at IS NOT NULL AND q.removed_at IS NULL`,
};

/** A page of the business's questions with the counts of each tab and of late ones. */
export async function listDeskQuestions(
  db: Db,
  ctx: BusinessContext,
  query: { status: QuestionDeskStatus; q?: string | undefined; page: number },
  path: string,
): Promise<VendorQuestionList> {
  const b = ctx.business.id;
  const search = query.q
    ? sql` AND (q.body ILIKE ${`%${escapeLike(query.q)}%`} OR q.answer ILIKE ${`%${escapeLike(query.q)}%`} OR p.title ILIKE ${`%${escapeLike(query.q)}%`})`
    : sql``;
  // Unanswered: the nearest deadline (the oldest question) first; the others newest first.
  const order =
    query.status === 'unanswered'
      ? sql`q.created_at ASC, q.id ASC`
      : sql`q.created_at DESC, q.id DESC`;
  const offset = (query.page - 1) * VENDOR_QUESTION_PAGE_SIZE;
  const [rows, [counts]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`${SELECT} WHERE q.business_id = ${b} AND ${STATUS_WHERE[query.status]}${search}
          ORDER BY ${order} LIMIT ${VENDOR_QUESTION_PAGE_SIZE} OFFSET ${offset}`,
    ),
    queryRows<{
      unanswered: number;
      answered: number;
      reported: number;
      late: number;
      total: number;
    }>(
      db,
      sql`SELECT count(*) FILTER (WHERE ${STATUS_WHERE.unanswered})::int AS unanswered,
                 count(*) FILTER (WHERE ${STATUS_WHERE.answered})::int AS answered,
                 count(*) FILTER (WHERE ${STATUS_WHERE.reported})::int AS reported,
                 count(*) FILTER (WHERE ${STATUS_WHERE.unanswered}
                   AND q.created_at < now() - make_interval(hours => ${QUESTION_ANSWER_HOURS}))::int AS late,
                 count(*) FILTER (WHERE ${STATUS_WHERE[query.status]}${search})::int AS total
            FROM product_questions q JOIN products p ON p.id = q.product_id
           WHERE q.business_id = ${b}`,
    ),
  ]);
  const total = counts!.total;
  const link = (page: number) => {
    const params = new URLSearchParams({ status: query.status, page: String(page) });
    if (query.q) params.set('q', query.q);
    return `${path}?${params.toString()}`;
  };
  return {
    count: total,
    next: offset + rows.length < total ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results: rows.map((r) => toQuestion(r)),
    counts: {
      unanswered: counts!.unanswered,
      answered: counts!.answered,
      reported: counts!.reported,
      late: counts!.late,
    },
  };
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

async function deskQuestion(db: Db, businessId: number, id: number): Promise<Row> {
  const [row] = await queryRows<Row>(
    db,
    sql`${SELECT} WHERE q.id = ${id} AND q.business_id = ${businessId} AND q.removed_at IS NULL`,
  );
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * Answers a question once (a conditional update: two members answering at once cannot both
 * win) and tells the asker (an outbox event in the same transaction). Returns the question and
 * the product's slug, whose cached page the caller drops.
 */
export async function answerQuestion(
  db: Db,
  ctx: BusinessContext,
  id: number,
  input: { text: string },
): Promise<{ question: VendorQuestion; productSlug: string }> {
  const text = acceptText(input.text, 'answer');
  const current = await deskQuestion(db, ctx.business.id, id);
  if (current.reported_at) throw conflict('soru_incelemede', REPORTED);
  if (current.answer !== null) throw conflict('soru_cevaplandi', ALREADY_ANSWERED);
  await db.transaction(async (tx) => {
    const updated = await queryRows<{ id: number; user_id: number | null }>(
      tx,
      sql`UPDATE product_questions
             SET answer = ${text}, answered_at = now(), answered_by_user_id = ${ctx.user.id}
           WHERE id = ${id} AND business_id = ${ctx.business.id} AND answer IS NULL
             AND reported_at IS NULL AND removed_at IS NULL
          RETURNING id, user_id`,
    );
    if (updated.length === 0) throw conflict('soru_cevaplandi', ALREADY_ANSWERED);
    const asker = updated[0]!.user_id;
    if (asker !== null)
      await emitEvent(tx, {
        type: 'question.answered',
        payload: {
          questionId: id,
          productId: current.product_id,
          userId: asker,
          productTitle: current.title,
          productSlug: current.slug,
        },
      });
  });
  return {
    question: toQuestion(await deskQuestion(db, ctx.business.id, id)),
    productSlug: current.slug,
  };
}

/** Reports an abusive question: hidden from the desk's lists and the product page. */
export async function reportQuestion(
  db: Db,
  ctx: BusinessContext,
  id: number,
  input: { reason: string },
): Promise<{ question: VendorQuestion; productSlug: string }> {
  const current = await deskQuestion(db, ctx.business.id, id);
  if (!current.reported_at)
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE product_questions SET reported_at = now(), report_reason = ${input.reason}
             WHERE id = ${id} AND business_id = ${ctx.business.id} AND reported_at IS NULL`,
      );
      await emitEvent(tx, {
        type: 'operator.alert',
        payload: {
          key: `question-report:${id}`,
          message: `Bir satıcı uygunsuz bulduğu bir soruyu bildirdi: “${current.title.slice(0, 60)}”.`,
        },
      });
    });
  return {
    question: toQuestion(await deskQuestion(db, ctx.business.id, id)),
    productSlug: current.slug,
  };
}

/** The operators' queue of reported questions, oldest report first. */
export async function listReportedQuestions(db: Db): Promise<ReportedQuestion[]> {
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT} WHERE q.reported_at IS NOT NULL AND q.removed_at IS NULL
        ORDER BY q.reported_at, q.id LIMIT 200`,
  );
  return rows.map((r) => ({
    ...toQuestion(r),
    business: { id: r.business_id, name: r.business_name },
    reported_at: iso(r.reported_at!),
  }));
}

/** An operator keeps a reported question (back on the desk) or removes it for good. */
export async function decideReportedQuestion(
  db: Db,
  ctx: UserContext,
  id: number,
  action: 'remove' | 'keep',
): Promise<{ productSlug: string }> {
  return db.transaction(async (tx) => {
    // The report as it was, for the audit log; locked so two operators cannot both decide.
    const [before] = await queryRows<{ report_reason: string | null }>(
      tx,
      sql`SELECT report_reason FROM product_questions
           WHERE id = ${id} AND reported_at IS NOT NULL AND removed_at IS NULL FOR UPDATE`,
    );
    if (!before) throw notFound(NOT_FOUND);
    const rows = await queryRows<{ slug: string }>(
      tx,
      action === 'remove'
        ? sql`UPDATE product_questions q SET removed_at = now() FROM products p
               WHERE q.id = ${id} AND p.id = q.product_id AND q.reported_at IS NOT NULL AND q.removed_at IS NULL
              RETURNING p.slug`
        : sql`UPDATE product_questions q SET reported_at = NULL, report_reason = NULL FROM products p
               WHERE q.id = ${id} AND p.id = q.product_id AND q.reported_at IS NOT NULL AND q.removed_at IS NULL
              RETURNING p.slug`,
    );
    if (rows.length === 0) throw notFound(NOT_FOUND);
    await recordAudit(tx, ctx, {
      action: action === 'remove' ? 'question.remove' : 'question.keep',
      objectType: 'question',
      objectId: id,
      before: { reported: true, report_reason: before.report_reason, removed: false },
      after: action === 'remove' ? { removed: true } : { reported: false, removed: false },
      reason: before.report_reason,
    });
    return { productSlug: rows[0]!.slug };
  });
}
