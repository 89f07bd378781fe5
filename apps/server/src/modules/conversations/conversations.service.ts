import { sql } from 'drizzle-orm';
import {
  MESSAGE_PAGE_SIZE,
  type Conversation,
  type ConversationSide,
  type Message,
  type StartConversationRequest,
  type UnreadCount,
} from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { UserContext } from '../../lib/request-context.ts';
import { acceptText } from '../../lib/text-moderation.ts';
import { emitEvent } from '../events/index.ts';
import { imageUrl } from '../media/media.urls.ts';
import type { StoredImage } from './message-images.ts';

/**
 * Conversations between a shopper and a business (issue 15). A caller takes part as the
 * shopper (`user_id`) or as a member of the active business (`business_id` = ctx.business):
 * every lookup filters on one of the two, so any other id answers 404. Each side's read mark is
 * the id of the last message it has seen.
 */

const NOT_FOUND = 'Konuşma bulunamadı.';
const OWN_BUSINESS = 'Kendi işletmenize mesaj gönderemezsiniz.';
const NO_BUSINESS = 'Mesaj göndereceğiniz satıcıyı seçin.';
const BUSINESS_NOT_FOUND = 'Satıcı bulunamadı.';
const NOT_SOLD_HERE = 'Bu satıcı bu ürünü satmıyor.';
const ORDER_NOT_FOUND = 'Sipariş bulunamadı.';
const ORDER_OTHER_SELLER = 'Bu siparişte bu satıcının ürünü yok.';
export const EMPTY_MESSAGE = 'Mesajınızı yazın ya da bir fotoğraf ekleyin.';

export interface ConversationRow {
  id: number;
  user_id: number;
  business_id: number;
  business_name: string;
  shopper_first: string;
  shopper_last: string;
  product_id: number | null;
  product_title: string | null;
  product_slug: string | null;
  product_image: string | null;
  order_id: number | null;
  order_number: string | null;
  user_read_message_id: number;
  business_read_message_id: number;
  last_message_id: number;
  last_message_at: Date | string;
  last_message_text: string;
  last_message_side: ConversationSide;
  created_at: Date | string;
  user_unread: number;
  business_unread: number;
}

const SELECT = sql`
  SELECT c.id, c.user_id, c.business_id, b.name AS business_name,
         u.first_name AS shopper_first, u.last_name AS shopper_last,
         c.product_id, p.title AS product_title, p.slug AS product_slug,
         (SELECT i.storage_key FROM product_images i
           WHERE i.product_id = p.id AND NOT i.is_pending ORDER BY i.position, i.id LIMIT 1) AS product_image,
         c.order_id, o.number AS order_number,
         c.user_read_message_id, c.business_read_message_id, c.last_message_id, c.last_message_at,
         c.last_message_text, c.last_message_side, c.created_at,
         (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id AND m.side = 'satici'
             AND m.id > c.user_read_message_id)::int AS user_unread,
         (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id AND m.side = 'alici'
             AND m.id > c.business_read_message_id)::int AS business_unread
    FROM conversations c
    JOIN businesses b ON b.id = c.business_id
    JOIN users u ON u.id = c.user_id
    LEFT JOIN products p ON p.id = c.product_id
    LEFT JOIN orders o ON o.id = c.order_id`;

/** "Ayşe Yılmaz" → "Ayşe Y.": what a seller sees of a shopper. */
export const shopperName = (first: string, last: string) =>
  [first.trim(), last.trim() ? `${[...last.trim()][0]!.toLocaleUpperCase('tr-TR')}.` : '']
    .filter(Boolean)
    .join(' ') || 'Çarşı üyesi';

export function toConversation(r: ConversationRow, side: ConversationSide): Conversation {
  return {
    id: r.id,
    side,
    other_name: side === 'alici' ? r.business_name : shopperName(r.shopper_first, r.shopper_last),
    business: { id: r.business_id, name: r.business_name },
    product:
      r.product_id !== null
        ? {
            id: r.product_id,
            title: r.product_title!,
            slug: r.product_slug!,
            image: r.product_image ? imageUrl(r.product_image, 200) : null,
          }
        : null,
    order: r.order_id !== null ? { id: r.order_id, number: r.order_number! } : null,
    last_message:
      r.last_message_id > 0
        ? { text: r.last_message_text, side: r.last_message_side, at: iso(r.last_message_at) }
        : null,
    unread: side === 'alici' ? r.user_unread : r.business_unread,
    other_read_message_id: side === 'alici' ? r.business_read_message_id : r.user_read_message_id,
    created_at: iso(r.created_at),
  };
}

/** The caller's side in a conversation row (the shopper's own first). */
function sideOf(ctx: UserContext, r: { user_id: number; business_id: number }): ConversationSide {
  return r.user_id === ctx.user.id ? 'alici' : 'satici';
}

/** A conversation the caller takes part in, with their side; 404 otherwise. */
export async function findConversation(
  db: DbOrTx,
  ctx: UserContext,
  id: number,
): Promise<{ row: ConversationRow; side: ConversationSide }> {
  const business = ctx.business?.id ?? 0;
  const [row] = await queryRows<ConversationRow>(
    db,
    sql`${SELECT} WHERE c.id = ${id} AND (c.user_id = ${ctx.user.id} OR c.business_id = ${business})`,
  );
  if (!row) throw notFound(NOT_FOUND);
  return { row, side: sideOf(ctx, row) };
}

/** The caller's conversations (as a shopper and for the active business), newest first. */
export async function listConversations(
  db: Db,
  ctx: UserContext,
  side?: ConversationSide,
): Promise<Conversation[]> {
  const business = ctx.business?.id ?? 0;
  const where =
    side === 'alici'
      ? sql`c.user_id = ${ctx.user.id}`
      : side === 'satici'
        ? sql`c.business_id = ${business}`
        : sql`(c.user_id = ${ctx.user.id} OR c.business_id = ${business})`;
  const rows = await queryRows<ConversationRow>(
    db,
    sql`${SELECT} WHERE ${where} ORDER BY c.last_message_at DESC, c.id DESC LIMIT 200`,
  );
  return rows.map((r) => toConversation(r, sideOf(ctx, r)));
}

interface MessageRow {
  id: number;
  conversation_id: number;
  side: ConversationSide;
  body: string;
  created_at: Date | string;
  images: { id: number; width: number; height: number }[] | string | null;
}

const imagePath = (conversationId: number, imageId: number, size: 'thumb' | 'full') =>
  `/api/mesaj/api/conversations/${conversationId}/images/${imageId}/?size=${size}`;

function toMessage(r: MessageRow): Message {
  const images = (typeof r.images === 'string' ? JSON.parse(r.images) : (r.images ?? [])) as {
    id: number;
    width: number;
    height: number;
  }[];
  return {
    id: r.id,
    conversation_id: r.conversation_id,
    side: r.side,
    text: r.body,
    images: images.map((i) => ({
      id: i.id,
      width: i.width,
      height: i.height,
      thumb_url: imagePath(r.conversation_id, i.id, 'thumb'),
      url: imagePath(r.conversation_id, i.id, 'full'),
    })),
    created_at: iso(r.created_at),
  };
}

const MESSAGE_SELECT = sql`
  SELECT m.id, m.conversation_id, m.side, m.body, m.created_at,
         (SELECT json_agg(json_build_object('id', i.id, 'width', i.width, 'height', i.height)
                          ORDER BY i.position)
            FROM message_images i WHERE i.message_id = m.id) AS images
    FROM messages m`;

/** A page of messages, oldest first: the newest page, or the one before `before`. */
export async function listMessages(
  db: Db,
  ctx: UserContext,
  id: number,
  before?: number,
): Promise<{ conversation: Conversation; results: Message[]; has_more: boolean }> {
  const { row, side } = await findConversation(db, ctx, id);
  const rows = await queryRows<MessageRow>(
    db,
    sql`${MESSAGE_SELECT} WHERE m.conversation_id = ${id}
        ${before ? sql`AND m.id < ${before}` : sql``}
        ORDER BY m.id DESC LIMIT ${MESSAGE_PAGE_SIZE + 1}`,
  );
  const has_more = rows.length > MESSAGE_PAGE_SIZE;
  return {
    conversation: toConversation(row, side),
    results: rows.slice(0, MESSAGE_PAGE_SIZE).reverse().map(toMessage),
    has_more,
  };
}

/** The name the other side's notification shows for the sender. */
const senderName = (row: ConversationRow, side: ConversationSide) =>
  side === 'satici' ? row.business_name : shopperName(row.shopper_first, row.shopper_last);

export interface SentMessage {
  conversation: Conversation;
  message: Message;
  /** Who must hear about it live. */
  userId: number;
  businessId: number;
  /** The other side's unread messages in this conversation now. */
  recipientUnread: number;
}

/**
 * Writes a message (and its stored images) in one transaction with the conversation's copy of
 * the last message and the sender's read mark. A `message.sent` event (a notification for the
 * other side) is written with it unless the other side has the conversation open.
 */
async function writeMessage(
  tx: DbOrTx,
  ctx: UserContext,
  row: ConversationRow,
  side: ConversationSide,
  text: string,
  images: StoredImage[],
  recipientPresent: boolean,
): Promise<Message> {
  const [m] = await queryRows<{ id: number; created_at: Date | string }>(
    tx,
    sql`INSERT INTO messages (conversation_id, sender_user_id, side, body)
        VALUES (${row.id}, ${ctx.user.id}, ${side}, ${text}) RETURNING id, created_at`,
  );
  for (const [i, img] of images.entries())
    await tx.execute(
      sql`INSERT INTO message_images (message_id, conversation_id, storage_key, width, height, position)
          VALUES (${m!.id}, ${row.id}, ${img.key}, ${img.width}, ${img.height}, ${i})`,
    );
  const preview = text || `📷 ${images.length} fotoğraf`;
  await tx.execute(sql`
    UPDATE conversations
       SET last_message_id = ${m!.id}, last_message_at = ${iso(m!.created_at)},
           last_message_text = ${preview.slice(0, 200)}, last_message_side = ${side},
           ${side === 'alici' ? sql`user_read_message_id` : sql`business_read_message_id`} = ${m!.id},
           unread_mailed_at = ${side === 'satici' ? null : sql`unread_mailed_at`}
     WHERE id = ${row.id}`);
  if (!recipientPresent)
    await emitEvent(tx, {
      type: 'message.sent',
      payload: {
        conversationId: row.id,
        messageId: m!.id,
        ...(side === 'alici' ? { toBusinessId: row.business_id } : { toUserId: row.user_id }),
        fromName: senderName(row, side),
      },
    });
  const [written] = await queryRows<MessageRow>(tx, sql`${MESSAGE_SELECT} WHERE m.id = ${m!.id}`);
  return toMessage(written!);
}

/** A message in a conversation the caller takes part in. */
export async function sendMessage(
  db: Db,
  ctx: UserContext,
  id: number,
  input: { text: string; images: StoredImage[] },
  isPresent: (conversationId: number, side: ConversationSide) => Promise<boolean>,
): Promise<SentMessage> {
  const text = messageText(input.text, input.images.length);
  const { row, side } = await findConversation(db, ctx, id);
  const present = await isPresent(id, side === 'alici' ? 'satici' : 'alici');
  const message = await db.transaction((tx) =>
    writeMessage(tx, ctx, row, side, text, input.images, present),
  );
  const fresh = await findConversation(db, ctx, id);
  return {
    conversation: toConversation(fresh.row, fresh.side),
    message,
    userId: row.user_id,
    businessId: row.business_id,
    recipientUnread: side === 'alici' ? fresh.row.business_unread : fresh.row.user_unread,
  };
}

/** The text of a message: moderated; may be empty only when images come with it. */
function messageText(raw: string, images: number): string {
  if (images > 0 && raw.trim() === '') return '';
  if (raw.trim() === '') throw badRequest(EMPTY_MESSAGE, { text: [EMPTY_MESSAGE] });
  return acceptText(raw, 'message');
}

/**
 * Opens a conversation (or continues the one already open about the same thing) with its
 * first message. A shopper writes to a business, optionally about a product it sells or an
 * order of theirs with it; a seller writes to the buyer of one of its orders (`order_id`).
 */
export async function startConversation(
  db: Db,
  ctx: UserContext,
  input: StartConversationRequest,
  isPresent: (conversationId: number, side: ConversationSide) => Promise<boolean>,
): Promise<SentMessage & { created: boolean }> {
  const text = messageText(input.text, 0);
  let userId: number;
  let businessId: number;
  let side: ConversationSide;
  const asSeller =
    ctx.business !== null &&
    input.order_id !== undefined &&
    (input.business_id === undefined || input.business_id === ctx.business.id);
  if (asSeller) {
    const [order] = await queryRows<{ user_id: number }>(
      db,
      sql`SELECT o.user_id FROM orders o
           WHERE o.id = ${input.order_id!}
             AND EXISTS (SELECT 1 FROM order_packages k WHERE k.order_id = o.id AND k.business_id = ${ctx.business!.id})`,
    );
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.user_id === ctx.user.id) throw badRequest(OWN_BUSINESS);
    userId = order.user_id;
    businessId = ctx.business!.id;
    side = 'satici';
  } else {
    if (input.business_id === undefined)
      throw badRequest(NO_BUSINESS, { business_id: [NO_BUSINESS] });
    const [b] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM businesses WHERE id = ${input.business_id} AND status = 'onaylandi'`,
    );
    if (!b) throw notFound(BUSINESS_NOT_FOUND);
    if (ctx.memberships.some((m) => m.businessId === b.id)) throw badRequest(OWN_BUSINESS);
    if (input.order_id !== undefined) {
      const [o] = await queryRows<{ sells: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM order_packages k WHERE k.order_id = o.id AND k.business_id = ${b.id}) AS sells
              FROM orders o WHERE o.id = ${input.order_id} AND o.user_id = ${ctx.user.id}`,
      );
      if (!o) throw notFound(ORDER_NOT_FOUND);
      if (!o.sells) throw badRequest(ORDER_OTHER_SELLER, { order_id: [ORDER_OTHER_SELLER] });
    }
    if (input.product_id !== undefined) {
      const [p] = await queryRows<{ sells: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM offers o JOIN variants v ON v.id = o.variant_id
                            WHERE v.product_id = p.id AND o.business_id = ${b.id}) AS sells
              FROM products p WHERE p.id = ${input.product_id} AND p.status = 'yayinda'`,
      );
      if (!p) throw notFound('Ürün bulunamadı.');
      if (!p.sells) throw badRequest(NOT_SOLD_HERE, { product_id: [NOT_SOLD_HERE] });
    }
    userId = ctx.user.id;
    businessId = b.id;
    side = 'alici';
  }
  const productId = input.product_id ?? null;
  const orderId = input.order_id ?? null;
  const { conversationId, created, message } = await db.transaction(async (tx) => {
    // One conversation per shopper, business and subject: writing again continues it. The
    // advisory lock keeps two first messages sent at once from opening two.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`conv:${userId}:${businessId}:${productId}:${orderId}`}))`,
    );
    const [existing] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM conversations
           WHERE user_id = ${userId} AND business_id = ${businessId}
             AND product_id IS NOT DISTINCT FROM ${productId}::int
             AND order_id IS NOT DISTINCT FROM ${orderId}::int
           ORDER BY id LIMIT 1`,
    );
    const cid =
      existing?.id ??
      (
        await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO conversations (user_id, business_id, product_id, order_id, started_by)
              VALUES (${userId}, ${businessId}, ${productId}, ${orderId}, ${side}) RETURNING id`,
        )
      )[0]!.id;
    const { row } = await findConversation(tx, ctx, cid);
    const present = existing ? await isPresent(cid, side === 'alici' ? 'satici' : 'alici') : false;
    const m = await writeMessage(tx, ctx, row, side, text, [], present);
    return { conversationId: cid, created: !existing, message: m };
  });
  const fresh = await findConversation(db, ctx, conversationId);
  return {
    conversation: toConversation(fresh.row, fresh.side),
    message,
    created,
    userId,
    businessId,
    recipientUnread: side === 'alici' ? fresh.row.business_unread : fresh.row.user_unread,
  };
}

/** Marks everything the other side wrote as read; returns the new mark and what is left. */
export async function markRead(
  db: Db,
  ctx: UserContext,
  id: number,
): Promise<{
  side: ConversationSide;
  readMessageId: number;
  changed: boolean;
  userId: number;
  businessId: number;
}> {
  const { row, side } = await findConversation(db, ctx, id);
  const column = side === 'alici' ? sql`user_read_message_id` : sql`business_read_message_id`;
  const before = side === 'alici' ? row.user_read_message_id : row.business_read_message_id;
  const [r] = await queryRows<{ mark: number }>(
    db,
    sql`UPDATE conversations SET ${column} = GREATEST(${column}, last_message_id)
         WHERE id = ${id} RETURNING ${column} AS mark`,
  );
  return {
    side,
    readMessageId: r!.mark,
    changed: r!.mark !== before,
    userId: row.user_id,
    businessId: row.business_id,
  };
}

/** Unread messages: as a shopper, and for the active business. */
export async function unreadCount(db: DbOrTx, ctx: UserContext): Promise<UnreadCount> {
  const business = ctx.business?.id ?? 0;
  const [r] = await queryRows<{ as_shopper: number; as_business: number }>(
    db,
    sql`SELECT
          (SELECT count(*) FROM conversations c JOIN messages m ON m.conversation_id = c.id
            WHERE c.user_id = ${ctx.user.id} AND m.side = 'satici' AND m.id > c.user_read_message_id)::int AS as_shopper,
          (SELECT count(*) FROM conversations c JOIN messages m ON m.conversation_id = c.id
            WHERE c.business_id = ${business} AND m.side = 'alici' AND m.id > c.business_read_message_id)::int AS as_business`,
  );
  return { unread: r!.as_shopper + r!.as_business, ...r! };
}

/** Reports a conversation to the operators (abuse, fraud attempts). */
export async function reportConversation(
  db: Db,
  ctx: UserContext,
  id: number,
  reason: string,
): Promise<void> {
  const { row } = await findConversation(db, ctx, id);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE conversations SET reported_at = now(), report_reason = ${reason} WHERE id = ${row.id}`,
    );
    await emitEvent(tx, {
      type: 'operator.alert',
      payload: {
        key: `conversation-report:${row.id}`,
        message: `Bir konuşma bildirildi (#${row.id}, ${row.business_name}): ${reason.slice(0, 120)}`,
      },
    });
  });
}

/** The stored key of an image of a conversation the caller takes part in; 404 otherwise. */
export async function messageImageKey(
  db: Db,
  ctx: UserContext,
  conversationId: number,
  imageId: number,
): Promise<string> {
  await findConversation(db, ctx, conversationId);
  const [img] = await queryRows<{ storage_key: string }>(
    db,
    sql`SELECT storage_key FROM message_images WHERE id = ${imageId} AND conversation_id = ${conversationId}`,
  );
  if (!img) throw new AppError(404, 'not_found', 'Fotoğraf bulunamadı.');
  return img.storage_key;
}
