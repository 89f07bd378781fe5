import { z } from 'zod';

/**
 * Conversations (issue 15): the seller's questions desk and the inbox between shoppers and
 * sellers. Calls, resolved against `/api`:
 * `GET vendor/api/questions/?status=unanswered|answered|reported&q=&page=`,
 * `POST vendor/api/questions/{id}/answer/` `{text}`, `POST vendor/api/questions/{id}/report/`
 * `{reason}`; `GET yonetim/api/questions/reported/`, `POST yonetim/api/questions/{id}/decide/`
 * `{action}`; `GET|POST mesaj/api/conversations/`, `GET|POST mesaj/api/conversations/{id}/messages/`,
 * `POST mesaj/api/conversations/{id}/read/`, `POST mesaj/api/conversations/{id}/report/`,
 * `GET mesaj/api/conversations/{id}/images/{imageId}/?size=`, `GET mesaj/api/unread-count/`.
 */

/** A question must be answered within this many hours of being asked. */
export const QUESTION_ANSWER_HOURS = 48;
export const QUESTION_DESK_STATUSES = ['unanswered', 'answered', 'reported'] as const;
export type QuestionDeskStatus = (typeof QUESTION_DESK_STATUSES)[number];

export const MESSAGES_PER_MINUTE = 20;
export const CONVERSATIONS_PER_HOUR = 5;
export const MAX_MESSAGE_IMAGES = 5;
export const MAX_MESSAGE_IMAGE_BYTES = 5 * 1024 * 1024;
export const MESSAGE_PAGE_SIZE = 30;
export const TEXT_MAX = 2000;

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} bir tam sayı olmalı.` })
    .int({ error: `${label} bir tam sayı olmalı.` })
    .positive({ error: `${label} bir tam sayı olmalı.` })
    .max(2_147_483_647, { error: `${label} bir tam sayı olmalı.` });

/** Free text; its rules (length, contact details, words) are the server's moderation. */
const text = (missing: string) =>
  z.string({ error: missing }).max(TEXT_MAX * 2, { error: `En fazla ${TEXT_MAX} karakter.` });

export const vendorQuestionListQuerySchema = z.object({
  status: z
    .enum(QUESTION_DESK_STATUSES, { error: 'Durum unanswered, answered ya da reported olmalı.' })
    .default('unanswered'),
  q: z.string().trim().max(100, { error: 'Arama en fazla 100 karakter olabilir.' }).optional(),
  page: z.coerce
    .number({ error: 'Sayfa numarası bir tam sayı olmalı.' })
    .int({ error: 'Sayfa numarası bir tam sayı olmalı.' })
    .min(1, { error: 'Sayfa numarası 1 veya daha büyük olmalı.' })
    .max(1000, { error: 'Sayfa numarası en fazla 1000 olabilir.' })
    .default(1),
});
export type VendorQuestionListQuery = z.input<typeof vendorQuestionListQuerySchema>;

export const conversationProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
});
export type ConversationProduct = z.infer<typeof conversationProductSchema>;

export const vendorQuestionSchema = z.object({
  id: z.number().int(),
  product: conversationProductSchema,
  body: z.string(),
  author_name: z.string(),
  created_at: z.string(),
  /** 48 hours after it was asked. */
  deadline_at: z.string(),
  /** Unanswered past the deadline, or answered after it. */
  late: z.boolean(),
  status: z.enum(QUESTION_DESK_STATUSES),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  answered_by: z.string().nullable(),
  report_reason: z.string().nullable(),
});
export type VendorQuestion = z.infer<typeof vendorQuestionSchema>;

export const vendorQuestionListSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(vendorQuestionSchema),
  counts: z.object({
    unanswered: z.number().int(),
    answered: z.number().int(),
    reported: z.number().int(),
    /** Unanswered past the deadline now. */
    late: z.number().int(),
  }),
});
export type VendorQuestionList = z.infer<typeof vendorQuestionListSchema>;

export const VENDOR_QUESTION_PAGE_SIZE = 20;

export const answerQuestionRequestSchema = z.object({ text: text('Cevabınızı yazın.') });
export type AnswerQuestionRequest = z.infer<typeof answerQuestionRequestSchema>;

export const reportRequestSchema = z.object({
  reason: z
    .string({ error: 'Bildirme nedenini yazın.' })
    .trim()
    .min(3, { error: 'Bildirme nedeni en az 3 karakter olmalı.' })
    .max(500, { error: 'Bildirme nedeni en fazla 500 karakter olabilir.' }),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const reportedQuestionSchema = vendorQuestionSchema.extend({
  business: z.object({ id: z.number().int(), name: z.string() }),
  reported_at: z.string(),
});
export const reportedQuestionListSchema = z.array(reportedQuestionSchema);
export type ReportedQuestion = z.infer<typeof reportedQuestionSchema>;

export const questionDecisionSchema = z.object({
  /** `remove`: the question is deleted from view for good; `keep`: back on the seller's desk. */
  action: z.enum(['remove', 'keep'], { error: 'Karar remove ya da keep olmalı.' }),
});

// ——— Conversations ———

/** Which side of a conversation: the shopper ('alici') or the business ('satici'). */
export const CONVERSATION_SIDES = ['alici', 'satici'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

export const conversationSchema = z.object({
  id: z.number().int(),
  /** The caller's side in it. */
  side: z.enum(CONVERSATION_SIDES),
  /** The other side's name: the business for the shopper, the shopper's (masked) name for the seller. */
  other_name: z.string(),
  business: z.object({ id: z.number().int(), name: z.string() }),
  product: conversationProductSchema.nullable(),
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  last_message: z
    .object({ text: z.string(), side: z.enum(CONVERSATION_SIDES), at: z.string() })
    .nullable(),
  unread: z.number().int(),
  /** The other side's read mark: messages up to this id are "görüldü". */
  other_read_message_id: z.number().int(),
  created_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListQuerySchema = z.object({
  side: z.enum(CONVERSATION_SIDES, { error: 'Taraf alici ya da satici olmalı.' }).optional(),
});

export const conversationListSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(conversationSchema),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const startConversationRequestSchema = z.object({
  /** The business written to (a shopper); left out by a seller writing about its order. */
  business_id: id('İşletme numarası').optional(),
  product_id: id('Ürün numarası').optional(),
  order_id: id('Sipariş numarası').optional(),
  text: text('Mesajınızı yazın.'),
});
export type StartConversationRequest = z.infer<typeof startConversationRequestSchema>;

export const messageImageSchema = z.object({
  id: z.number().int(),
  /** API paths (they need the caller's token): the thumbnail and the large image. */
  thumb_url: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MessageImage = z.infer<typeof messageImageSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  side: z.enum(CONVERSATION_SIDES),
  text: z.string(),
  images: z.array(messageImageSchema),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageQuerySchema = z.object({ before: id('Mesaj numarası').optional() });

export const messagePageSchema = z.object({
  conversation: conversationSchema,
  /** Oldest first. */
  results: z.array(messageSchema),
  /** Older messages exist (ask again with `before` = the first id). */
  has_more: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const sendMessageRequestSchema = z.object({ text: text('Mesajınızı yazın.') });

export const startConversationResultSchema = z.object({
  conversation: conversationSchema,
  message: messageSchema,
});
export type StartConversationResult = z.infer<typeof startConversationResultSchema>;

export const readResultSchema = z.object({
  read_message_id: z.number().int(),
  unread: z.number().int(),
});

export const unreadCountSchema = z.object({
  /** Everything unread for the caller: as a shopper, and for the active business. */
  unread: z.number().int(),
  as_shopper: z.number().int(),
  as_business: z.number().int(),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * Live events on `/ws/notifications/` (no `message` field: they are not toasts).
 * `chat.message`: a new message; `chat.read`: a side read up to a message; `chat.unread`: a
 * side's unread count of a conversation changed (refetch the totals).
 */
export type ChatLiveEvent =
  | { type: 'chat.message'; conversation_id: number; item: Message }
  | { type: 'chat.read'; conversation_id: number; side: ConversationSide; read_message_id: number }
  | {
      type: 'chat.unread';
      conversation_id: number;
      side: ConversationSide;
      business_id: number | null;
      conversation_unread: number;
    };
