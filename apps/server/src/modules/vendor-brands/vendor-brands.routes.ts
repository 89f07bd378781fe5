import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  attributeProposalInputSchema,
  attributeProposalListSchema,
  attributeProposalSchema,
  brandApplicationFieldsSchema,
  categoryAttributesSchema,
  MAX_BRAND_DOCUMENT_BYTES,
  productLineInputSchema,
  productLineListQuerySchema,
  productLineListSchema,
  productLineSchema,
  vendorBrandListQuerySchema,
  vendorBrandListSchema,
  vendorBrandSchema,
  vendorCategoryListSchema,
  vendorCategoryQuerySchema,
} from '@carsi/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import { pathId } from '../../lib/params.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import type { MediaDirs } from '../media/media.service.ts';
import {
  applyForBrand,
  type BrandApplicationFiles,
  brandDocument,
  listVendorBrands,
} from './brands.service.ts';
import { categoryAttributes, findCategories } from './categories.service.ts';
import { DOC_TOO_BIG } from './files.service.ts';
import { listProductLines, proposeProductLine } from './lines.service.ts';
import { listProposals, proposeAttributeValue } from './proposals.service.ts';

export interface VendorBrandsOptions {
  dataDir: string;
  media: MediaDirs;
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
const tags = ['satıcı kataloğu'];
const biz = (req: FastifyRequest) => req.ctx as BusinessContext;
const fileAnswer = z.string().describe('Yetki belgesi (PDF, JPEG, PNG)');
const brandParams = z.object({ id: pathId('Marka numarası bir tam sayı olmalı.') });

function sendDocument(reply: FastifyReply, doc: { body: Buffer; mime: string; name: string }) {
  const ext = doc.mime === 'application/pdf' ? 'pdf' : doc.mime === 'image/png' ? 'png' : 'jpg';
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Disposition',
      `inline; filename="belge.${ext}"; filename*=UTF-8''${encodeURIComponent(doc.name)}`,
    )
    .type(doc.mime)
    .send(doc.body as unknown as string);
}

/** The seller's brands, product lines, attribute proposals and category search (/api/vendor/api). */
export function vendorBrandsRoutes(opts: VendorBrandsOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/categories/',
      {
        auth: 'business',
        schema: {
          tags,
          summary:
            'Kategori seçici: ?q= ile eşleşen yaprak kategoriler tam yollarıyla; q yoksa ?parent= altındakiler (yoksa en üst düzey)',
          security,
          querystring: vendorCategoryQuerySchema,
          response: { 200: vendorCategoryListSchema, ...errors },
        },
      },
      async (req) => findCategories(app.db, req.query),
    );

    app.get(
      '/categories/:id/attributes/',
      {
        auth: 'business',
        schema: {
          tags,
          summary:
            'Kategorinin özellikleri: onaylı değerler ve bu işletmenin incelemedeki önerileri, filtre/varyant/zorunlu bilgisi',
          security,
          params: z.object({ id: pathId('Kategori numarası bir tam sayı olmalı.') }),
          response: { 200: categoryAttributesSchema, ...errors },
        },
      },
      async (req) => categoryAttributes(app.db, biz(req), req.params.id),
    );

    app.get(
      '/brands/',
      {
        auth: 'business',
        schema: {
          tags,
          summary:
            'Markalar: onaylı markalar (?q= ile) ve bu işletmenin başvuruları durumları ve ret gerekçeleriyle',
          security,
          querystring: vendorBrandListQuerySchema,
          response: { 200: vendorBrandListSchema, ...errors },
        },
      },
      async (req) => listVendorBrands(app.db, biz(req), req.query),
    );

    app.get(
      '/brands/:id/document/',
      {
        auth: 'business',
        schema: {
          tags,
          summary: 'Başvurunun yetki belgesi (yalnızca başvuran işletme)',
          security,
          params: brandParams,
          response: { 200: fileAnswer, ...errors },
        },
      },
      async (req, reply) =>
        sendDocument(
          reply,
          await brandDocument(app.db, opts.dataDir, biz(req), req.params.id, 'business'),
        ),
    );

    app.get(
      '/product-lines/',
      {
        auth: 'business',
        schema: {
          tags,
          summary: 'Markanın ürün serileri: onaylılar ve bu işletmenin önerileri',
          security,
          querystring: productLineListQuerySchema,
          response: { 200: productLineListSchema, ...errors },
        },
      },
      async (req) => listProductLines(app.db, biz(req), req.query.brand),
    );

    app.post(
      '/product-lines/',
      {
        auth: 'business',
        config: { rateLimit: app.routeLimit(60, '1 hour') },
        schema: {
          tags,
          summary: 'Ürün serisi öner (marka başına tek ad; yönetici onayına gider)',
          security,
          body: productLineInputSchema,
          response: { 201: productLineSchema, ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await proposeProductLine(app.db, biz(req), req.body)),
    );

    app.get(
      '/attribute-proposals/',
      {
        auth: 'business',
        schema: {
          tags,
          summary: 'Bu işletmenin özellik değeri önerileri ve durumları',
          security,
          response: { 200: attributeProposalListSchema, ...errors },
        },
      },
      async (req) => listProposals(app.db, biz(req)),
    );

    app.post(
      '/attribute-proposals/',
      {
        auth: 'business',
        config: { rateLimit: app.routeLimit(60, '1 hour') },
        schema: {
          tags,
          summary: 'Eksik bir özellik değeri öner (renkler için renk kodu; yönetici onayına gider)',
          security,
          body: attributeProposalInputSchema,
          response: { 201: attributeProposalSchema, ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await proposeAttributeValue(app.db, biz(req), req.body)),
    );

    // Multipart only here: the brand application with its logo and letter.
    const uploads: FastifyPluginAsyncZod = async (up) => {
      await up.register(multipart, {
        limits: {
          fileSize: MAX_BRAND_DOCUMENT_BYTES,
          files: 2,
          fields: 4,
          parts: 6,
          fieldSize: 500,
          headerPairs: 50,
        },
      });
      up.post(
        '/brands/',
        {
          auth: 'business',
          config: { rateLimit: app.routeLimit(30, '1 hour') },
          schema: {
            tags,
            summary:
              'Marka başvurusu: ad, logo (JPEG/PNG/WebP, en fazla 2 MB), TÜRKPATENT numarası ya da yetki belgesi (PDF/JPEG/PNG, en fazla 10 MB)',
            description:
              'multipart/form-data: `name`, isteğe bağlı `registration_number`, dosyalar `logo` ve `document`. Dosya türleri içerikten anlaşılır.',
            consumes: ['multipart/form-data'],
            security,
            response: { 201: vendorBrandSchema, ...errors },
          },
        },
        async (req, reply) => {
          const NOT_FORM = 'Başvuru formu gönderilemedi; lütfen yeniden deneyin.';
          if (!req.isMultipart()) throw badRequest(NOT_FORM);
          const fields: Record<string, string> = {};
          const files: BrandApplicationFiles = { logo: null, document: null };
          try {
            for await (const part of req.parts()) {
              if (part.type === 'field') {
                if (typeof part.value === 'string') fields[part.fieldname] = part.value;
              } else if (part.fieldname === 'logo') {
                const buffer = await part.toBuffer();
                if (buffer.length > 0) files.logo = buffer;
              } else if (part.fieldname === 'document') {
                const buffer = await part.toBuffer();
                if (buffer.length > 0) files.document = { buffer, filename: part.filename };
              } else {
                await part.toBuffer();
              }
            }
          } catch (err) {
            const code = (err as { code?: unknown }).code;
            if (code === 'FST_REQ_FILE_TOO_LARGE')
              throw badRequest(DOC_TOO_BIG, { document: [DOC_TOO_BIG] });
            const status = (err as { statusCode?: unknown }).statusCode;
            if (err instanceof AppError || (typeof status === 'number' && status >= 500)) throw err;
            throw new AppError(400, 'malformed_multipart', NOT_FORM);
          }
          const parsed = brandApplicationFieldsSchema.safeParse(fields);
          if (!parsed.success) {
            const fieldErrors: Record<string, string[]> = {};
            for (const issue of parsed.error.issues) {
              const key = String(issue.path[0] ?? 'name');
              (fieldErrors[key] ??= []).push(issue.message);
            }
            throw badRequest(parsed.error.issues[0]?.message ?? 'Başvuru geçersiz.', fieldErrors);
          }
          const brand = await applyForBrand(
            app.db,
            biz(req),
            { dataDir: opts.dataDir, media: opts.media },
            parsed.data,
            files,
          );
          return reply.status(201).send(brand);
        },
      );
    };
    await app.register(uploads);
  };
}

/** The operators' view of an application's letter (/api/yonetim/api). */
export function operatorBrandRoutes(opts: VendorBrandsOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/brands/:id/document/',
      {
        auth: 'operator',
        schema: {
          tags: ['yönetim'],
          summary: 'Marka başvurusunun yetki belgesi',
          security,
          params: brandParams,
          response: { 200: fileAnswer, ...errors },
        },
      },
      async (req, reply) =>
        sendDocument(
          reply,
          await brandDocument(app.db, opts.dataDir, req.ctx, req.params.id, 'operator'),
        ),
    );
  };
}
