import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  INVALID_NOTIFICATION_ID,
  notificationHistoryQuerySchema,
  notificationHistorySchema,
  notificationListSchema,
} from '@carsi/shared';
import { badRequest } from '../../lib/errors.ts';
import type { UserContext } from '../../lib/request-context.ts';
import { clearAll, listHistory, listUnread, markRead } from './notifications.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const okSchema = z.object({ detail: z.string(), count: z.number().int().optional() });

/**
 * SPEC §7 notifications, for every logged-in user: what is addressed to them and, for members
 * of a business, to the business. Mounted at `/api/notifications`.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/vendor/notifications/',
    {
      auth: 'user',
      schema: {
        tags: ['bildirim'],
        summary: 'Okunmamış bildirimler, en yeni önce',
        security: [{ bearerAuth: [] }],
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (req) => listUnread(app.db, req.ctx as UserContext),
  );

  app.get(
    '/vendor/history/',
    {
      auth: 'user',
      schema: {
        tags: ['bildirim'],
        summary: 'Tüm bildirimler (okunanlar dahil), türe göre süzülebilir, sayfalı',
        security: [{ bearerAuth: [] }],
        querystring: notificationHistoryQuerySchema,
        response: { 200: notificationHistorySchema, ...errors },
      },
    },
    async (req) =>
      listHistory(app.db, req.ctx as UserContext, req.query, (page) => {
        const q = new URLSearchParams();
        if (req.query.kind) q.set('kind', req.query.kind);
        q.set('page', String(page));
        return `/api/notifications/vendor/history/?${q}`;
      }),
  );

  app.patch(
    '/vendor/clear_notifications/',
    {
      auth: 'user',
      schema: {
        tags: ['bildirim'],
        summary: 'Tüm bildirimleri okundu işaretle',
        security: [{ bearerAuth: [] }],
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      const count = await clearAll(app.db, req.ctx as UserContext);
      return { detail: 'Tüm bildirimler okundu olarak işaretlendi.', count };
    },
  );

  app.patch(
    '/vendor/notifications/:id/read/',
    {
      auth: 'user',
      schema: {
        tags: ['bildirim'],
        summary: 'Bir bildirimi okundu işaretle',
        security: [{ bearerAuth: [] }],
        // Checked by hand: the spec's client expects exactly this detail for a bad id.
        params: z.object({ id: z.string() }),
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      const { id } = req.params;
      if (!/^[1-9]\d{0,17}$/.test(id) || !Number.isSafeInteger(Number(id)))
        throw badRequest(INVALID_NOTIFICATION_ID);
      await markRead(app.db, req.ctx as UserContext, Number(id));
      return { detail: 'Bildirim okundu olarak işaretlendi.' };
    },
  );

  // A read mark without an id (the client lost it): the spec's 400, not a 404.
  app.patch(
    '/vendor/notifications/read/',
    {
      auth: 'user',
      schema: {
        tags: ['bildirim'],
        summary: 'Kimliksiz okundu işareti (her zaman 400)',
        security: [{ bearerAuth: [] }],
        response: { 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async () => {
      throw badRequest(INVALID_NOTIFICATION_ID);
    },
  );
};
