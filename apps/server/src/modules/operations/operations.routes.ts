import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  auditListSchema,
  categoryAttributesInputSchema,
  opCategoryAttributesSchema,
  categoryCreateSchema,
  categoryMoveSchema,
  categoryUpdateSchema,
  disputeDecisionSchema,
  DISPUTE_STATUSES,
  operatorCategoryTreeSchema,
  operatorDisputeListSchema,
  operatorDisputeSchema,
  operatorUserListSchema,
  operatorUserSchema,
  suspendUserSchema,
  unsuspendUserSchema,
} from '@carsi/shared';
import { pathId } from '../../lib/params.ts';
import type { UserContext } from '../../lib/request-context.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { listAudit } from './audit.service.ts';
import {
  categoryAttributes,
  createCategory,
  moveCategory,
  operatorCategoryTree,
  setCategoryAttributes,
  updateCategory,
} from './categories.service.ts';
import { decideDispute, listDisputes } from './disputes.service.ts';
import { searchUsers, suspendUser, unsuspendUser } from './users.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const security = [{ bearerAuth: [] }];
const tags = ['yönetim'];
const pageQuery = z.coerce
  .number({ error: 'Sayfa numarası geçersiz.' })
  .int({ error: 'Sayfa numarası geçersiz.' })
  .min(1, { error: 'Sayfa numarası geçersiz.' })
  .max(100_000, { error: 'Sayfa numarası geçersiz.' })
  .default(1);
const categoryParams = z.object({ id: pathId('Kategori numarası bir tam sayı olmalı.') });
const userParams = z.object({ id: pathId('Kullanıcı numarası bir tam sayı olmalı.') });
const disputeParams = z.object({ id: pathId('İtiraz numarası bir tam sayı olmalı.') });

/** Node of a write answer: one category without its subtree. */
const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  depth: z.number().int(),
  position: z.number().int(),
  path: z.string(),
  is_active: z.boolean(),
});

/** Shopper-facing caches that hold the category tree or category pages (docs/decisions/040). */
const CATEGORY_CACHE_KEYS = [
  'catalog:tree',
  'catalog:tree:json',
  'catalog:home:json',
  'search:suggest:categories',
];

/** The operators' console calls under `/api/yonetim/api/` (issue 16). */
export function operationsRoutes(opts: { provider: PaymentProvider }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    const dropCategoryCaches = async (ids: number[]) => {
      const keys = [...CATEGORY_CACHE_KEYS, ...ids.map((id) => `seo:category:${id}`)];
      await Promise.all(keys.map((k) => app.cache.del(k).catch(() => undefined)));
    };

    // ---- audit log ----
    app.get(
      '/audit/',
      {
        auth: 'operator',
        schema: {
          tags,
          summary: 'Denetim kaydı: her yönetici işlemi, önceki ve sonraki değerleriyle',
          security,
          querystring: z.object({
            actor: z.string().max(254, { error: 'Filtre çok uzun.' }).optional(),
            object: z.string().max(100, { error: 'Filtre çok uzun.' }).optional(),
            page: pageQuery,
          }),
          response: { 200: auditListSchema, ...errors },
        },
      },
      async (req) => listAudit(app.db, req.query, req.url),
    );

    // ---- categories ----
    app.get(
      '/categories/',
      {
        auth: 'operator',
        schema: {
          tags,
          summary: 'Kategori ağacı (pasif kategoriler dahil)',
          security,
          response: { 200: operatorCategoryTreeSchema, ...errors },
        },
      },
      async () => operatorCategoryTree(app.db),
    );

    app.post(
      '/categories/',
      {
        auth: 'operator',
        schema: {
          tags,
          summary: 'Kategori ekle',
          security,
          body: categoryCreateSchema,
          response: { 201: categorySchema, ...errors },
        },
      },
      async (req, reply) => {
        const row = await createCategory(app.db, req.ctx as UserContext, req.body);
        await dropCategoryCaches([row.id]);
        return reply.code(201).send(row);
      },
    );

    app.put(
      '/categories/:id/',
      {
        auth: 'operator',
        schema: {
          tags,
          summary: 'Kategoriyi yeniden adlandır, etkinleştir veya pasifleştir',
          security,
          params: categoryParams,
          body: categoryUpdateSchema,
          response: { 200: categorySchema, ...errors },
        },
      },
      async (req) => {
        const row = await updateCategory(app.db, req.ctx as UserContext, req.params.id, req.body);
        await dropCategoryCaches([row.id]);
        return row;
      },
    );

    app.post(
      '/categories/:id/move/',
      {
        auth: 'operator',
        schema: {
          tags,
          summary: 'Kategoriyi alt ağacıyla başka bir üst kategoriye veya sıraya taşı',
          security,
          params: categoryParams,
          body: categoryMoveSchema,
          response: { 200: categorySchema, ...errors },
        },
      },
      async (req) => {
        const { moved, subtree } = await moveCategory(
          app.db,
          req.ctx as UserContext,
          req.params.id,
          req.body,
        );
        await dropCategoryCaches(subtree);
        return moved;
      },
    );

    app.get(
      '/categories/:id/attributes/',
      {
        auth: 'operator',
        schema: {
          tags,
          summary: 'Kategorinin özellikleri (varyant ekseni, filtre, zorunlu)',
          security,
          params: categoryParams,
          response: { 200: opCategoryAttributesSchema, ...errors },
        },
      },
      async (req) => categoryAttributes(app.db, req.params.id),
    );

    app.put(
      '/categories/:id/attributes/',
      {
        auth: 'operator',
        schema: {
          tags,
          summary: 'Kategorinin özelliklerini değiştir',
          security,
          params: categoryParams,
          body: categoryAttributesInputSchema,
          response: { 200: opCategoryAttributesSchema, ...errors },
        },
      },
      async (req) => {
        const out = await setCategoryAttributes(
          app.db,
          req.ctx as UserContext,
          req.params.id,
          req.body,
        );
        await dropCategoryCaches([req.params.id]);
        return out;
      },
    );

    // ---- users ----
    app.get(
      '/users/',
      {
        auth: 'operator',
        schema: {
          tags,
          summary: 'Kullanıcı ara (e-posta, ad, telefon)',
          security,
          querystring: z.object({
            q: z.string().max(100, { error: 'Arama en fazla 100 karakter olabilir.' }).default(''),
            page: pageQuery,
          }),
          response: { 200: operatorUserListSchema, ...errors },
        },
      },
      async (req) => searchUsers(app.db, req.query.q, req.query.page, req.url),
    );

    app.post(
      '/users/:id/suspend/',
      {
        auth: 'operator',
        schema: {
          tags,
          summary: 'Kullanıcıyı gerekçeyle askıya al (tüm oturumları hemen kapanır)',
          security,
          params: userParams,
          body: suspendUserSchema,
          response: { 200: operatorUserSchema, ...errors },
        },
      },
      async (req) => suspendUser(app.db, req.ctx as UserContext, req.params.id, req.body.reason),
    );

    app.post(
      '/users/:id/unsuspend/',
      {
        auth: 'operator',
        schema: {
          tags,
          summary: 'Kullanıcının askısını kaldır',
          security,
          params: userParams,
          body: unsuspendUserSchema,
          response: { 200: operatorUserSchema, ...errors },
        },
      },
      async (req) => unsuspendUser(app.db, req.ctx as UserContext, req.params.id, req.body.reason),
    );

    // ---- return disputes ----
    app.get(
      '/disputes/',
      {
        auth: 'operator',
        schema: {
          tags,
          summary: 'İade itirazları: alıcının ve satıcının gerekçeleri ve fotoğraflarıyla',
          security,
          querystring: z.object({
            status: z
              .enum(DISPUTE_STATUSES, { error: 'Geçersiz durum filtresi.' })
              .default('bekliyor'),
            page: pageQuery,
          }),
          response: { 200: operatorDisputeListSchema, ...errors },
        },
      },
      async (req) => listDisputes(app.db, req.query.status, req.query.page, req.url),
    );

    app.post(
      '/disputes/:id/decide/',
      {
        auth: 'operator',
        schema: {
          tags,
          summary: 'İade itirazına karar ver (alıcı lehine: iade yapılır, satıcıya yansıtılır)',
          security,
          params: disputeParams,
          body: disputeDecisionSchema,
          response: { 200: operatorDisputeSchema, ...errors },
        },
      },
      async (req) =>
        decideDispute(
          app.db,
          opts.provider,
          req.ctx as UserContext,
          req.params.id,
          req.body,
          req.log,
        ),
    );
  };
}
