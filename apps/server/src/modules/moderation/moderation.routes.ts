import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  MODERATION_REASONS,
  MODERATION_STATUSES,
  MODERATION_TYPES,
  moderationDecisionSchema,
  moderationListSchema,
  moderationRejectInputSchema,
} from '@carsi/shared';
import { badRequest, notFound } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/paging.ts';
import { pathId } from '../../lib/params.ts';
import type { UserContext } from '../../lib/request-context.ts';
import type { ModerationKind } from './moderation.kind.ts';

const PAGE_SIZE = 20;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const security = [{ bearerAuth: [] }];
const typeSchema = z.enum(MODERATION_TYPES, { error: 'Geçersiz inceleme türü.' });
const itemParams = z.object({
  type: typeSchema,
  id: pathId('Kayıt numarası bir tam sayı olmalı.'),
});

/** The operators' review queue over every registered kind (docs/decisions/030). */
export function moderationRoutes(kinds: readonly ModerationKind[]): FastifyPluginAsyncZod {
  const byType = new Map(kinds.map((k) => [k.type, k]));
  const kindOf = (type: (typeof MODERATION_TYPES)[number]) => {
    const kind = byType.get(type);
    if (!kind) throw notFound('Bu türde inceleme yok.');
    return kind;
  };

  return async (app) => {
    app.get(
      '/moderation/',
      {
        auth: 'operator',
        schema: {
          tags: ['yönetim'],
          summary: 'İnceleme kuyruğu: ürünler, markalar ve özellik değerleri',
          security,
          querystring: z.object({
            type: typeSchema.default('product'),
            status: z
              .enum(MODERATION_STATUSES, { error: 'Geçersiz durum filtresi.' })
              .default('beklemede'),
            page: z.coerce
              .number({ error: 'Sayfa numarası geçersiz.' })
              .int({ error: 'Sayfa numarası geçersiz.' })
              .min(1, { error: 'Sayfa numarası geçersiz.' })
              .max(100_000, { error: 'Sayfa numarası geçersiz.' })
              .default(1),
          }),
          response: { 200: moderationListSchema, ...errors },
        },
      },
      async (req) => {
        const { type, status, page } = req.query;
        const kind = kindOf(type);
        const { total, items } = await kind.list(app.db, status, PAGE_SIZE, (page - 1) * PAGE_SIZE);
        const pending = { product: 0, brand: 0, attribute: 0 };
        for (const k of kinds) pending[k.type] = await k.pendingCount(app.db);
        return {
          count: total,
          ...pageLinks(req.url, page, PAGE_SIZE, total),
          pending,
          results: items,
        };
      },
    );

    app.post(
      '/moderation/:type/:id/approve/',
      {
        auth: 'operator',
        schema: {
          tags: ['yönetim'],
          summary: 'İncelenen kaydı onayla',
          security,
          params: itemParams,
          response: { 200: moderationDecisionSchema, ...errors },
        },
      },
      async (req) => {
        const { type, id } = req.params;
        await kindOf(type).approve(app.db, req.ctx as UserContext, id);
        return { type, id, status: 'onaylandi' as const };
      },
    );

    app.post(
      '/moderation/:type/:id/reject/',
      {
        auth: 'operator',
        schema: {
          tags: ['yönetim'],
          summary: 'İncelenen kaydı gerekçeleriyle reddet',
          security,
          params: itemParams,
          body: moderationRejectInputSchema,
          response: { 200: moderationDecisionSchema, ...errors },
        },
      },
      async (req) => {
        const { type, id } = req.params;
        const known = new Set(MODERATION_REASONS[type].map((r) => r.code));
        if (req.body.reasons.some((code) => !known.has(code)))
          throw badRequest('Ret gerekçesi geçersiz.');
        const reasons = [...new Set(req.body.reasons)];
        if (reasons.includes('diger') && req.body.note === '')
          throw badRequest('"Diğer" gerekçesi için bir açıklama yazın.');
        await kindOf(type).reject(app.db, req.ctx as UserContext, id, {
          reasons,
          note: req.body.note,
        });
        return { type, id, status: 'reddedildi' as const };
      },
    );
  };
}
