import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerQuestionRequestSchema,
  apiErrorSchema,
  type ChatLiveEvent,
  conversationListQuerySchema,
  conversationListSchema,
  type ConversationSide,
  CONVERSATIONS_PER_HOUR,
  MAX_MESSAGE_IMAGE_BYTES,
  MAX_MESSAGE_IMAGES,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  MESSAGES_PER_MINUTE,
  questionDecisionSchema,
  readResultSchema,
  reportedQuestionListSchema,
  reportRequestSchema,
  sendMessageRequestSchema,
  startConversationRequestSchema,
  startConversationResultSchema,
  unreadCountSchema,
  vendorQuestionListQuerySchema,
  vendorQuestionListSchema,
  vendorQuestionSchema,
} from '@carsi/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import { pathId } from '../../lib/params.ts';
import type { BusinessContext, UserContext } from '../../lib/request-context.ts';
import { TOO_BIG } from '../feedback/uploads.service.ts';
import {
  findConversation,
  listConversations,
  listMessages,
  markRead,
  messageImageKey,
  reportConversation,
  sendMessage,
  type SentMessage,
  startConversation,
  unreadCount,
} from './conversations.service.ts';
import {
  dropMessageImages,
  readMessageImage,
  storeMessageImage,
  type StoredImage,
} from './message-images.ts';
import {
  answerQuestion,
  decideReportedQuestion,
  listDeskQuestions,
  listReportedQuestions,
  reportQuestion,
} from './questions-desk.service.ts';

export interface ConversationsOptions {
  dataDir: string;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const security = [{ bearerAuth: [] }];
const biz = (req: FastifyRequest) => req.ctx as BusinessContext;
const usr = (req: FastifyRequest) => req.ctx as UserContext;
const perUser = (req: FastifyRequest) => (req.authUser ? `u:${req.authUser.id}` : req.ip);
const productCacheKey = (slug: string) => `product:detail:${slug}`;

export const TOO_MANY_MESSAGES =
  'Çok hızlı mesaj gönderiyorsunuz: dakikada en fazla 20 mesaj gönderebilirsiniz. Lütfen biraz bekleyin.';
export const TOO_MANY_CONVERSATIONS =
  'Bir saatte en fazla 5 yeni konuşma başlatabilirsiniz. Lütfen daha sonra tekrar deneyin.';
export const TOO_MANY_IMAGES = `Bir mesajda en fazla ${MAX_MESSAGE_IMAGES} fotoğraf gönderebilirsiniz.`;
const NOT_FORM = 'Mesaj gönderilemedi; lütfen fotoğrafları yeniden seçip tekrar deneyin.';

/**
 * A per-user limit whose 429 carries its own Turkish detail (Retry-After is set by the plugin).
 * These are product rules (issue 15), not abuse guards: RATE_LIMIT_SCALE does not stretch them.
 */
function limit(max: number, window: string, detail: string) {
  return {
    max,
    timeWindow: window,
    keyGenerator: perUser,
    errorResponseBuilder: () => new AppError(429, 'throttled', detail),
  };
}

/** Drops a product page's cached JSON; a cache hiccup only delays the page. */
async function dropProductCache(app: FastifyInstance, req: FastifyRequest, slug: string) {
  await app.cache.del(productCacheKey(slug)).catch((err: unknown) => {
    req.log.warn({ err }, 'product page cache not dropped');
  });
}

/** The questions desk (/api/vendor/api). */
export const vendorQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sorular'];
  app.get(
    '/questions/',
    {
      auth: 'business',
      schema: {
        tags,
        summary:
          'İşletmenin ürün soruları: cevap bekleyenler (en eski önce, 48 saatlik süresiyle), cevaplananlar, bildirilenler',
        security,
        querystring: vendorQuestionListQuerySchema,
        response: { 200: vendorQuestionListSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listDeskQuestions(app.db, biz(req), req.query, '/api/vendor/api/questions/');
    },
  );

  app.post(
    '/questions/:id/answer/',
    {
      auth: 'business',
      config: { rateLimit: { ...app.routeLimit(120, '1 hour'), keyGenerator: perUser } },
      schema: {
        tags,
        summary:
          'Soruyu cevapla (bir kez; cevap ürün sayfasında yayınlanır, soran bilgilendirilir)',
        security,
        params: z.object({ id: pathId('Soru numarası bir tam sayı olmalı.') }),
        body: answerQuestionRequestSchema,
        response: { 200: vendorQuestionSchema, ...errors },
      },
    },
    async (req) => {
      const { question, productSlug } = await answerQuestion(
        app.db,
        biz(req),
        req.params.id,
        req.body,
      );
      await dropProductCache(app, req, productSlug);
      return question;
    },
  );

  app.post(
    '/questions/:id/report/',
    {
      auth: 'business',
      config: { rateLimit: { ...app.routeLimit(60, '1 hour'), keyGenerator: perUser } },
      schema: {
        tags,
        summary: 'Uygunsuz bir soruyu bildir (yönetici karar verene kadar gizlenir)',
        security,
        params: z.object({ id: pathId('Soru numarası bir tam sayı olmalı.') }),
        body: reportRequestSchema,
        response: { 200: vendorQuestionSchema, ...errors },
      },
    },
    async (req) => {
      const { question, productSlug } = await reportQuestion(
        app.db,
        biz(req),
        req.params.id,
        req.body,
      );
      await dropProductCache(app, req, productSlug);
      return question;
    },
  );
};

/** The operators' decision on reported questions (/api/yonetim/api). */
export const operatorQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['yönetim'];
  app.get(
    '/questions/reported/',
    {
      auth: 'operator',
      schema: {
        tags,
        summary: 'Satıcıların bildirdiği sorular (en eski bildirim önce)',
        security,
        response: { 200: reportedQuestionListSchema, ...errors },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listReportedQuestions(app.db);
    },
  );
  app.post(
    '/questions/:id/decide/',
    {
      auth: 'operator',
      schema: {
        tags,
        summary: 'Bildirilen soru hakkında karar: kaldır ya da satıcının masasına geri koy',
        security,
        params: z.object({ id: pathId('Soru numarası bir tam sayı olmalı.') }),
        body: questionDecisionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const { productSlug } = await decideReportedQuestion(
        app.db,
        usr(req),
        req.params.id,
        req.body.action,
      );
      await dropProductCache(app, req, productSlug);
      return reply.status(204).send(null);
    },
  );
};

/** Conversations between shoppers and sellers (/api/mesaj/api). */
export function messagingRoutes(opts: ConversationsOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['mesajlar'];
    const hub = app.notifications.hub;
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'private, no-store');
    });

    const presenceKey = (id: number, side: ConversationSide) => `chat:open:${id}:${side}`;
    const isPresent = async (id: number, side: ConversationSide) =>
      (await app.cache.get(presenceKey(id, side)).catch(() => undefined)) !== undefined;

    /** The new message to both sides' sockets, and the recipient's unread count. */
    async function pushMessage(sent: SentMessage) {
      const event: ChatLiveEvent = {
        type: 'chat.message',
        conversation_id: sent.conversation.id,
        item: sent.message,
      };
      await hub.publish({ user: sent.userId }, event);
      await hub.publish({ business: sent.businessId }, event);
      const recipient: ConversationSide = sent.message.side === 'alici' ? 'satici' : 'alici';
      const unread: ChatLiveEvent = {
        type: 'chat.unread',
        conversation_id: sent.conversation.id,
        side: recipient,
        business_id: recipient === 'satici' ? sent.businessId : null,
        conversation_unread: sent.recipientUnread,
      };
      await hub.publish(
        recipient === 'alici' ? { user: sent.userId } : { business: sent.businessId },
        unread,
      );
    }

    app.get(
      '/conversations/',
      {
        auth: 'user',
        schema: {
          tags,
          summary:
            'Konuşmalarım, en yenisi önce (alıcı olarak ve etkin işletmem adına; `side` ile biri)',
          security,
          querystring: conversationListQuerySchema,
          response: { 200: conversationListSchema, ...errors },
        },
      },
      async (req) => {
        const results = await listConversations(app.db, usr(req), req.query.side);
        return { count: results.length, next: null, previous: null, results };
      },
    );

    app.post(
      '/conversations/',
      {
        auth: 'user',
        config: {
          rateLimit: limit(CONVERSATIONS_PER_HOUR, '1 hour', TOO_MANY_CONVERSATIONS),
        },
        schema: {
          tags,
          summary:
            'Satıcıya mesaj gönder (bir ürün ya da sipariş hakkında); satıcı, siparişinin alıcısına `order_id` ile yazar',
          security,
          body: startConversationRequestSchema,
          response: { 201: startConversationResultSchema, ...errors },
        },
      },
      async (req, reply) => {
        const sent = await startConversation(app.db, usr(req), req.body, isPresent);
        await pushMessage(sent);
        return reply.status(201).send({ conversation: sent.conversation, message: sent.message });
      },
    );

    app.get(
      '/conversations/:id/messages/',
      {
        auth: 'user',
        schema: {
          tags,
          summary: 'Konuşmanın mesajları, eskiden yeniye (`before` ile daha eskileri)',
          security,
          params: z.object({ id: pathId('Konuşma numarası bir tam sayı olmalı.') }),
          querystring: messagePageQuerySchema,
          response: { 200: messagePageSchema, ...errors },
        },
      },
      async (req) => listMessages(app.db, usr(req), req.params.id, req.query.before),
    );

    app.post(
      '/conversations/:id/read/',
      {
        auth: 'user',
        schema: {
          tags,
          summary:
            'Konuşmayı okundu işaretle (karşı taraf “görüldü” görür); açık sohbet bunu periyodik çağırır',
          security,
          params: z.object({ id: pathId('Konuşma numarası bir tam sayı olmalı.') }),
          response: { 200: readResultSchema, ...errors },
        },
      },
      async (req) => {
        const ctx = usr(req);
        const r = await markRead(app.db, ctx, req.params.id);
        // While the chat is open its new messages raise no notification (45 s, renewed by the page).
        await app.cache.set(presenceKey(req.params.id, r.side), 1, 45).catch(() => undefined);
        if (r.changed) {
          const read: ChatLiveEvent = {
            type: 'chat.read',
            conversation_id: req.params.id,
            side: r.side,
            read_message_id: r.readMessageId,
          };
          await hub.publish({ user: r.userId }, read);
          await hub.publish({ business: r.businessId }, read);
        }
        return { read_message_id: r.readMessageId, unread: 0 };
      },
    );

    app.post(
      '/conversations/:id/report/',
      {
        auth: 'user',
        config: { rateLimit: { ...app.routeLimit(20, '1 hour'), keyGenerator: perUser } },
        schema: {
          tags,
          summary: 'Konuşmayı yöneticilere bildir (taciz, dolandırıcılık girişimi)',
          security,
          params: z.object({ id: pathId('Konuşma numarası bir tam sayı olmalı.') }),
          body: reportRequestSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await reportConversation(app.db, usr(req), req.params.id, req.body.reason);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/conversations/:id/images/:imageId/',
      {
        auth: 'user',
        schema: {
          tags,
          summary: 'Mesajdaki fotoğraf (yalnızca konuşmanın iki tarafına): küçük ya da büyük boy',
          security,
          params: z.object({
            id: pathId('Konuşma numarası bir tam sayı olmalı.'),
            imageId: pathId('Fotoğraf numarası bir tam sayı olmalı.'),
          }),
          querystring: z.object({ size: z.enum(['thumb', 'full']).default('full') }),
          response: { 200: z.string().describe('WebP'), ...errors },
        },
      },
      async (req, reply) => {
        const key = await messageImageKey(app.db, usr(req), req.params.id, req.params.imageId);
        const body = await readMessageImage(opts.dataDir, key, req.query.size);
        return reply
          .header('Cache-Control', 'private, max-age=86400')
          .header('X-Content-Type-Options', 'nosniff')
          .type('image/webp')
          .send(body as unknown as string);
      },
    );

    app.get(
      '/unread-count/',
      {
        auth: 'user',
        schema: {
          tags,
          summary: 'Okunmamış mesaj sayısı (alıcı olarak ve etkin işletmem adına)',
          security,
          response: { 200: unreadCountSchema, ...errors },
        },
      },
      async (req) => unreadCount(app.db, usr(req)),
    );

    // Messages may carry images: multipart is accepted by this one route only.
    const withImages: FastifyPluginAsyncZod = async (up) => {
      await up.register(multipart, {
        limits: {
          fileSize: MAX_MESSAGE_IMAGE_BYTES,
          files: MAX_MESSAGE_IMAGES,
          fields: 2,
          parts: MAX_MESSAGE_IMAGES + 2,
          fieldSize: 16_384,
          headerPairs: 50,
        },
      });
      up.post(
        '/conversations/:id/messages/',
        {
          auth: 'user',
          config: { rateLimit: limit(MESSAGES_PER_MINUTE, '1 minute', TOO_MANY_MESSAGES) },
          schema: {
            tags,
            summary: `Mesaj gönder: JSON {text} ya da multipart (text ve en fazla ${MAX_MESSAGE_IMAGES} fotoğraf, alan adı images; JPEG/PNG/WebP, en fazla 5 MB)`,
            consumes: ['application/json', 'multipart/form-data'],
            security,
            params: z.object({ id: pathId('Konuşma numarası bir tam sayı olmalı.') }),
            response: { 201: messageSchema, ...errors },
          },
        },
        async (req, reply) => {
          const ctx = usr(req);
          // The caller must take part before any image is processed.
          await findConversation(app.db, ctx, req.params.id);
          let text = '';
          const images: StoredImage[] = [];
          try {
            if (req.isMultipart()) {
              try {
                for await (const part of req.parts()) {
                  if (part.type === 'field') {
                    if (part.fieldname === 'text' && typeof part.value === 'string')
                      text = part.value;
                  } else if (part.fieldname === 'images') {
                    const buffer = await part.toBuffer();
                    if (buffer.length > 0)
                      images.push(await storeMessageImage(opts.dataDir, buffer));
                  } else {
                    await part.toBuffer();
                  }
                }
              } catch (err) {
                const code = (err as { code?: unknown }).code;
                if (code === 'FST_REQ_FILE_TOO_LARGE')
                  throw badRequest(TOO_BIG, { images: [TOO_BIG] });
                if (code === 'FST_FILES_LIMIT')
                  throw badRequest(TOO_MANY_IMAGES, { images: [TOO_MANY_IMAGES] });
                const status = (err as { statusCode?: unknown }).statusCode;
                if (err instanceof AppError || (typeof status === 'number' && status >= 500))
                  throw err;
                throw new AppError(400, 'malformed_multipart', NOT_FORM);
              }
            } else {
              const parsed = sendMessageRequestSchema.safeParse(req.body ?? {});
              if (!parsed.success) {
                const detail = parsed.error.issues[0]?.message ?? 'Mesajınızı yazın.';
                throw badRequest(detail, { text: [detail] });
              }
              text = parsed.data.text;
            }
            const sent = await sendMessage(app.db, ctx, req.params.id, { text, images }, isPresent);
            await pushMessage(sent);
            return reply.status(201).send(sent.message);
          } catch (err) {
            await dropMessageImages(opts.dataDir, images);
            throw err;
          }
        },
      );
    };
    await app.register(withImages);
  };
}
