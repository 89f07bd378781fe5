import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiErrorSchema,
  barcodeTakenSchema,
  bulkProductStatusResultSchema,
  bulkProductStatusSchema,
  imageOrderSchema,
  MAX_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  vendorProductCreateSchema,
  vendorProductListQuerySchema,
  vendorProductListSchema,
  vendorProductSchema,
  vendorProductUpdateSchema,
  vendorVariantCreateSchema,
  vendorVariantListSchema,
  vendorVariantQuerySchema,
  vendorVariantSchema,
  vendorVariantUpdateSchema,
  VENDOR_PRODUCT_STATUSES,
} from '@carsi/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import { pathId } from '../../lib/params.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import type { MediaDirs } from '../media/media.service.ts';
import { addImages, deleteImage, orderImages } from './images.service.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  setProductsActive,
  submitProduct,
  updateProduct,
} from './products.service.ts';
import {
  BarcodeTakenError,
  createVariant,
  deleteVariant,
  listVariants,
  updateVariant,
} from './variants.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const variantErrors = { ...errors, 409: z.union([barcodeTakenSchema, apiErrorSchema]) };
const security = [{ bearerAuth: [] }];
const tags = ['satıcı ürünleri'];
const productParams = z.object({ id: pathId('Ürün numarası bir tam sayı olmalı.') });
const variantParams = z.object({ id: pathId('Varyant numarası bir tam sayı olmalı.') });
const imageParams = z.object({ id: pathId('Görsel numarası bir tam sayı olmalı.') });
const deletedSchema = z.object({
  id: z.number().int(),
  /** false: it was ordered before, so it was deactivated instead (order history keeps it). */
  deleted: z.boolean(),
  status: z.enum(VENDOR_PRODUCT_STATUSES).nullable(),
});
const variantDeletedSchema = z.object({ id: z.number().int(), deleted: z.boolean() });

const ctxOf = (req: FastifyRequest) => req.ctx as BusinessContext;

/** The seller's catalogue under /api/vendor/dashboard/ (docs/decisions/030). */
export function vendorCatalogRoutes(dirs: MediaDirs): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: MAX_PRODUCT_IMAGES,
        fields: 5,
        parts: MAX_PRODUCT_IMAGES + 5,
        headerPairs: 50,
      },
    });
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });
    app.setErrorHandler((err, req, reply) => {
      // The barcode conflict carries the existing product; every other error goes on as usual.
      if (err instanceof BarcodeTakenError)
        return reply.status(409).send({
          detail: err.detail,
          code: 'barcode_taken',
          errors: err.fieldErrors,
          existing: err.existing,
        });
      throw err;
    });

    app.get(
      '/products/',
      {
        auth: 'business',
        schema: {
          tags,
          summary:
            'İşletmenin ürünleri (oluşturdukları ve teklif verdikleri): durum, arama, stok filtresi, sayfa',
          security,
          querystring: vendorProductListQuerySchema,
          response: { 200: vendorProductListSchema, ...errors },
        },
      },
      async (req) => listProducts(app.db, ctxOf(req), req.query, req.url),
    );

    app.post(
      '/products/',
      {
        auth: 'business',
        config: { rateLimit: app.routeLimit(300, '1 hour') },
        schema: {
          tags,
          summary: 'Taslak ürün oluştur (kategori, marka ve başlık yeter; gerisi PUT ile)',
          security,
          body: vendorProductCreateSchema,
          response: { 201: vendorProductSchema, ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await createProduct(app.db, ctxOf(req), req.body)),
    );

    app.post(
      '/products/bulk-status/',
      {
        auth: 'business',
        schema: {
          tags,
          summary: 'Seçilen ürünleri toplu olarak satışa aç ya da kapat',
          security,
          body: bulkProductStatusSchema,
          response: { 200: bulkProductStatusResultSchema, ...errors },
        },
      },
      async (req) => setProductsActive(app.db, ctxOf(req), req.body.ids, req.body.active),
    );

    app.get(
      '/products/:id/',
      {
        auth: 'business',
        schema: {
          tags,
          summary: 'Ürün (içerik, görseller, ret gerekçeleri, bekleyen değişiklik)',
          security,
          params: productParams,
          response: { 200: vendorProductSchema, ...errors },
        },
      },
      async (req) => getProduct(app.db, ctxOf(req), req.params.id),
    );

    app.put(
      '/products/:id/',
      {
        auth: 'business',
        schema: {
          tags,
          summary:
            'Ürünü değiştir; yayındaki üründe başlık, açıklama, kategori, marka ve özellikler incelemeye gider',
          security,
          params: productParams,
          body: vendorProductUpdateSchema,
          response: { 200: vendorProductSchema, ...errors },
        },
      },
      async (req) => updateProduct(app.db, ctxOf(req), req.params.id, req.body),
    );

    app.delete(
      '/products/:id/',
      {
        auth: 'business',
        schema: {
          tags,
          summary: 'Ürünü sil; sipariş almış ürün silinmez, pasif olur',
          security,
          params: productParams,
          response: { 200: deletedSchema, ...errors },
        },
      },
      async (req) => deleteProduct(app.db, ctxOf(req), req.params.id),
    );

    app.post(
      '/products/:id/submit/',
      {
        auth: 'business',
        schema: {
          tags,
          summary: 'Ürünü onaya gönder (eksikler alan alan bildirilir)',
          security,
          params: productParams,
          response: { 200: vendorProductSchema, ...errors },
        },
      },
      async (req) => submitProduct(app.db, ctxOf(req), req.params.id),
    );

    app.post(
      '/products/:id/images/',
      {
        auth: 'business',
        config: { rateLimit: app.routeLimit(200, '1 hour') },
        schema: {
          tags,
          summary:
            'Görsel yükle (multipart `images`; JPEG, PNG, WebP; en fazla 10 MB; kısa kenar en az 500 px; ürün başına 1–8)',
          consumes: ['multipart/form-data'],
          security,
          params: productParams,
          response: { 201: vendorProductSchema, ...errors },
        },
      },
      async (req, reply) => {
        const NO_FILE = 'Yüklenecek görseli seçin.';
        if (!req.isMultipart()) throw badRequest(NO_FILE, { images: [NO_FILE] });
        const files: Buffer[] = [];
        try {
          for await (const part of req.parts()) {
            if (part.type === 'file') files.push(await part.toBuffer());
          }
        } catch (err) {
          const code = (err as { code?: unknown }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE')
            throw badRequest('Görsel en fazla 10 MB olabilir.', {
              images: ['Görsel en fazla 10 MB olabilir.'],
            });
          if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
            throw badRequest(`Bir seferde en fazla ${MAX_PRODUCT_IMAGES} görsel yüklenebilir.`, {
              images: [`Bir seferde en fazla ${MAX_PRODUCT_IMAGES} görsel yüklenebilir.`],
            });
          const status = (err as { statusCode?: unknown }).statusCode;
          if (err instanceof AppError || (typeof status === 'number' && status >= 500)) throw err;
          const bad = 'Yükleme isteği bozuk. Lütfen görseli yeniden seçip tekrar deneyin.';
          throw new AppError(400, 'malformed_multipart', bad, { images: [bad] });
        }
        const product = await addImages(app.db, dirs, ctxOf(req), req.params.id, files);
        return reply.status(201).send(product);
      },
    );

    app.put(
      '/products/:id/images/order/',
      {
        auth: 'business',
        schema: {
          tags,
          summary: 'Görsellerin sırası (ilk görsel vitrin görselidir)',
          security,
          params: productParams,
          body: imageOrderSchema,
          response: { 200: vendorProductSchema, ...errors },
        },
      },
      async (req) => orderImages(app.db, ctxOf(req), req.params.id, req.body.ids),
    );

    app.delete(
      '/product-images/:id/',
      {
        auth: 'business',
        schema: {
          tags,
          summary: 'Görseli kaldır (yayındaki üründe değişiklik onaylanınca kalkar)',
          security,
          params: imageParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await deleteImage(app.db, dirs, ctxOf(req), req.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/product-variants/',
      {
        auth: 'business',
        schema: {
          tags,
          summary: 'Ürünün varyantları (liste) ve işletmenin kendi teklifi',
          security,
          querystring: vendorVariantQuerySchema,
          response: { 200: vendorVariantListSchema, ...errors },
        },
      },
      async (req) => listVariants(app.db, ctxOf(req), req.query.product),
    );

    app.post(
      '/product-variants/',
      {
        auth: 'business',
        schema: {
          tags,
          summary:
            'Varyant ekle (eksen değerleri, SKU, barkod, fiyat, liste fiyatı, stok); barkod katalogda varsa 409 ve mevcut ürün',
          security,
          body: vendorVariantCreateSchema,
          response: { 201: vendorVariantSchema, ...variantErrors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await createVariant(app.db, ctxOf(req), req.body)),
    );

    app.put(
      '/product-variants/:id/',
      {
        auth: 'business',
        schema: {
          tags,
          summary: 'Varyantı ve işletmenin teklifini değiştir',
          security,
          params: variantParams,
          body: vendorVariantUpdateSchema,
          response: { 200: vendorVariantSchema, ...variantErrors },
        },
      },
      async (req) => updateVariant(app.db, ctxOf(req), req.params.id, req.body),
    );

    app.delete(
      '/product-variants/:id/',
      {
        auth: 'business',
        schema: {
          tags,
          summary: 'Varyantı sil; sipariş almış varyant silinmez, pasif olur',
          security,
          params: variantParams,
          response: { 200: variantDeletedSchema, ...errors },
        },
      },
      async (req) => deleteVariant(app.db, ctxOf(req), req.params.id),
    );
  };
}
