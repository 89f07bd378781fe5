import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  BULK_MAX_BYTES,
  bulkAcceptedSchema,
  bulkJobQuerySchema,
  bulkJobSchema,
  bulkTemplateQuerySchema,
  catalogMatchQuerySchema,
  catalogMatchSchema,
  offerCreateSchema,
  offerPatchSchema,
  vendorOfferListQuerySchema,
  vendorOfferListSchema,
  vendorOfferSchema,
} from '@carsi/shared';
import { createOffer, updateOffer } from '../../lib/catalog-write/offers.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { pathId } from '../../lib/params.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import {
  bulkResultsCsv,
  type BulkHooks,
  createBulkJob,
  loadBulkJob,
  parseBulkFile,
  processBulkJob,
  templateCsv,
  templateXlsx,
} from './bulk.service.ts';
import { matchCatalog } from './match.service.ts';
import { listVendorOffers, loadVendorOffer } from './offers.service.ts';

const offerParams = z.object({ id: pathId('Teklif numarası bir tam sayı olmalı.') });
const jobParams = z.object({ job_id: pathId('Yükleme numarası bir tam sayı olmalı.') });

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const TAGS = ['satıcı ürünleri'];
const security = [{ bearerAuth: [] }];

const sellerOf = (req: FastifyRequest) => {
  const ctx = req.ctx as BusinessContext;
  return { businessId: ctx.business.id, userId: ctx.user.id };
};

const NO_FILE = 'Yüklemek için bir CSV veya XLSX dosyası seçin.';
const FILE_TOO_BIG = `Dosya en fazla ${BULK_MAX_BYTES / 1024 / 1024} MB olabilir.`;
const fileAnswer = z.string().describe('text/csv (UTF-8, BOM, ;) veya XLSX');

/** Sell what exists, offer edits and bulk price & stock under /api/vendor/api/. */
export const vendorOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: BULK_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 50 },
  });
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  /** The product pages of changed products are answered fresh at once (their cache dropped). */
  const dropProductPages = async (slugs: string[]) => {
    for (let i = 0; i < slugs.length; i += 200)
      await Promise.all(slugs.slice(i, i + 200).map((s) => app.cache.del(`product:detail:${s}`)));
  };
  const hooks: BulkHooks = { onProductsChanged: dropProductPages, log: app.log };

  app.get(
    '/catalog/match/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(120, '1 minute') },
      schema: {
        tags: TAGS,
        summary:
          'Katalogda ara: ?barcode= (GTIN, kontrol haneli) veya ?q= (ürün adı); varyantlar, en iyi teklif ve işletmenin kendi teklifi',
        security,
        querystring: catalogMatchQuerySchema,
        response: { 200: catalogMatchSchema, ...errors },
      },
    },
    async (req) => matchCatalog(app.db, sellerOf(req).businessId, req.query),
  );

  app.get(
    '/offers/',
    {
      auth: 'business',
      schema: {
        tags: TAGS,
        summary: 'İşletmenin teklifleri (?q= ad, barkod veya stok kodu; ?page=)',
        security,
        querystring: vendorOfferListQuerySchema,
        response: { 200: vendorOfferListSchema, ...errors },
      },
    },
    async (req) => listVendorOffers(app.db, sellerOf(req).businessId, req.query, req.url),
  );

  app.post(
    '/offers/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(120, '1 minute') },
      schema: {
        tags: TAGS,
        summary: 'Katalogdaki bir varyantı sat: fiyat, liste fiyatı, stok, kargoya verme süresi',
        security,
        body: offerCreateSchema,
        response: { 201: vendorOfferSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { businessId } = sellerOf(req);
      const written = await createOffer(app.db, businessId, req.body);
      await dropProductPages([written.slug]);
      return reply.code(201).send(await loadVendorOffer(app.db, businessId, written.offerId));
    },
  );

  app.patch(
    '/offers/:id/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(300, '1 minute') },
      schema: {
        tags: TAGS,
        summary: 'Teklifi değiştir: fiyat, liste fiyatı, stok, satışta mı, kargoya verme süresi',
        security,
        params: offerParams,
        body: offerPatchSchema,
        response: { 200: vendorOfferSchema, ...errors },
      },
    },
    async (req) => {
      const { businessId } = sellerOf(req);
      const written = await updateOffer(app.db, businessId, req.params.id, req.body);
      await dropProductPages([written.slug]);
      return loadVendorOffer(app.db, businessId, written.offerId);
    },
  );

  app.get(
    '/offers/bulk/template/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(30, '1 minute') },
      schema: {
        tags: TAGS,
        summary:
          'Toplu fiyat ve stok şablonu (işletmenin teklifleriyle dolu): CSV, ?format=xlsx ile Excel',
        security,
        querystring: bulkTemplateQuerySchema,
        response: { 200: fileAnswer, ...errors },
      },
    },
    async (req, reply) => {
      const { businessId } = sellerOf(req);
      if (req.query.format === 'xlsx')
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('Content-Disposition', 'attachment; filename="fiyat-stok-sablonu.xlsx"')
          .send((await templateXlsx(app.db, businessId)) as never);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="fiyat-stok-sablonu.csv"')
        .send((await templateCsv(app.db, businessId)) as never);
    },
  );

  app.post(
    '/offers/bulk/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(20, '1 minute') },
      schema: {
        tags: TAGS,
        summary:
          'Toplu fiyat ve stok: CSV veya XLSX (alan adı file; en fazla 10.000 satır, 5 MB); iş olarak çalışır',
        security,
        response: { 202: bulkAcceptedSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const seller = sellerOf(req);
      if (!req.isMultipart()) throw badRequest(NO_FILE, { file: [NO_FILE] });
      let file: Buffer;
      let fileName: string;
      try {
        const part = await req.file();
        if (!part || part.fieldname !== 'file') throw badRequest(NO_FILE, { file: [NO_FILE] });
        fileName = part.filename || 'dosya';
        file = await part.toBuffer();
      } catch (err) {
        if (err instanceof AppError) throw err;
        if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'dosya_buyuk', FILE_TOO_BIG);
        throw badRequest(NO_FILE, { file: [NO_FILE] });
      }
      const rows = await parseBulkFile(file);
      const jobId = await createBulkJob(app.db, seller, fileName, rows);
      // Started at once in this process; the `bulk-offers` job sweeps up any left behind.
      setImmediate(() => {
        processBulkJob(app.db, jobId, hooks).catch((err: unknown) =>
          app.log.error({ err, bulkJob: jobId }, 'bulk offers job failed to start'),
        );
      });
      return reply.code(202).send({ job_id: jobId });
    },
  );

  app.get(
    '/offers/bulk/:job_id/',
    {
      auth: 'business',
      schema: {
        tags: TAGS,
        summary:
          'Toplu yüklemenin durumu, ilerlemesi ve satır sonuçları (bitince); ?format=csv sonuç dosyası',
        security,
        params: jobParams,
        querystring: bulkJobQuerySchema,
        response: { 200: bulkJobSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { businessId } = sellerOf(req);
      if (req.query.format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'Content-Disposition',
            `attachment; filename="toplu-yukleme-${req.params.job_id}-sonuclar.csv"`,
          )
          .send((await bulkResultsCsv(app.db, businessId, req.params.job_id)) as never);
      return loadBulkJob(app.db, businessId, req.params.job_id);
    },
  );
};
