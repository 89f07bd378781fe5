import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  commissionRuleInputSchema,
  commissionRuleListSchema,
  commissionRuleSchema,
  payoutListQuerySchema,
  payoutListSchema,
  sellerStatementsSchema,
  statementFormatQuerySchema,
  statementSchema,
} from '@carsi/shared';
import { pathId } from '../../lib/params.ts';
import type { BusinessContext, UserContext } from '../../lib/request-context.ts';
import {
  createCommissionRule,
  endCommissionRule,
  getStatement,
  listCommissionRules,
  listPayouts,
  sellerStatements,
  statementCsv,
  statementFileName,
  statementPdf,
  updateCommissionRule,
} from './payouts.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const security = [{ bearerAuth: [] }];
const ruleParams = z.object({ id: pathId('Kural numarası bir tam sayı olmalı.') });
const statementParams = z.object({ id: pathId('Ekstre numarası bir tam sayı olmalı.') });
const noStore = async (
  _req: FastifyRequest,
  reply: { hasHeader(n: string): boolean; header(n: string, v: string): unknown },
) => {
  if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
};

/** Operators: commission rules and every statement's payout (docs/decisions/039). */
export const operatorPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const TAGS = ['yönetim'];
  app.get(
    '/commission-rules/',
    {
      auth: 'operator',
      schema: {
        tags: TAGS,
        summary: 'Komisyon kuralları (kategori, işletme, kampanya; dönemli)',
        security,
        response: { 200: commissionRuleListSchema, ...errors },
      },
    },
    async () => listCommissionRules(app.db),
  );
  app.post(
    '/commission-rules/',
    {
      auth: 'operator',
      schema: {
        tags: TAGS,
        summary: 'Komisyon kuralı ekler',
        security,
        body: commissionRuleInputSchema,
        response: { 201: commissionRuleSchema, ...errors },
      },
    },
    async (req, reply) => {
      const ctx = req.ctx as UserContext;
      return reply.code(201).send(await createCommissionRule(app.db, ctx.user.id, req.body));
    },
  );
  app.put(
    '/commission-rules/:id/',
    {
      auth: 'operator',
      schema: {
        tags: TAGS,
        summary: 'Komisyon kuralını değiştirir (verilmiş siparişlerin oranı değişmez)',
        security,
        params: ruleParams,
        body: commissionRuleInputSchema,
        response: { 200: commissionRuleSchema, ...errors },
      },
    },
    async (req) => updateCommissionRule(app.db, req.params.id, req.body),
  );
  app.delete(
    '/commission-rules/:id/',
    {
      auth: 'operator',
      schema: {
        tags: TAGS,
        summary: 'Komisyon kuralını şimdi sonlandırır (başlamamışsa siler)',
        security,
        params: ruleParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await endCommissionRule(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/payouts/',
    {
      auth: 'operator',
      schema: {
        tags: TAGS,
        summary: 'Satıcı hakediş ödemeleri (haftalık ekstreler)',
        security,
        querystring: payoutListQuerySchema,
        response: { 200: payoutListSchema, ...errors },
      },
    },
    async (req) => listPayouts(app.db, req.query),
  );
  app.get(
    '/payouts/:id/',
    {
      auth: 'operator',
      schema: {
        tags: TAGS,
        summary: 'Bir ekstre ve ödemesi, satırlarıyla',
        security,
        params: statementParams,
        response: { 200: statementSchema, ...errors },
      },
    },
    async (req) => getStatement(app.db, null, req.params.id),
  );
};

/** Sellers: their ledger's balance and statements; PDF and CSV downloads. */
export const vendorStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const TAGS = ['satıcı hakediş'];
  const businessOf = (req: FastifyRequest) => (req.ctx as BusinessContext).business.id;
  app.get(
    '/dashboard/statements/',
    {
      auth: 'business',
      schema: {
        tags: TAGS,
        summary: 'Bekleyen bakiye, sonraki ödeme günü, ekstreler',
        security,
        response: { 200: sellerStatementsSchema, ...errors },
      },
    },
    async (req) => sellerStatements(app.db, businessOf(req)),
  );
  app.get(
    '/dashboard/statements/:id/',
    {
      auth: 'business',
      schema: {
        tags: TAGS,
        summary: 'Bir ekstre, her satırıyla; ?format=pdf veya ?format=csv indirir',
        security,
        params: statementParams,
        querystring: statementFormatQuerySchema,
        response: { 200: statementSchema.or(z.string()), ...errors },
      },
    },
    async (req, reply) => {
      const statement = await getStatement(app.db, businessOf(req), req.params.id);
      if (req.query.format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'Content-Disposition',
            `attachment; filename="${statementFileName(statement, 'csv')}"`,
          )
          .send(statementCsv(statement) as never);
      if (req.query.format === 'pdf')
        return reply
          .type('application/pdf')
          .header(
            'Content-Disposition',
            `attachment; filename="${statementFileName(statement, 'pdf')}"`,
          )
          .send((await statementPdf(statement)) as never);
      return statement;
    },
  );
};
