import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  apiErrorSchema,
  invoiceLinkSchema,
  vendorBulkResultSchema,
  vendorBulkStatusSchema,
  vendorItemPatchSchema,
  vendorOrderListQuerySchema,
  vendorOrderListSchema,
  vendorOrderSchema,
} from '@carsi/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import { pathId } from '../../lib/params.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { resolveReturn, sellerChangeItem } from '../orders/index.ts';
import { bulkStatus } from './bulk.service.ts';
import {
  INVOICE_TOO_BIG,
  MAX_INVOICE_BYTES,
  readInvoice,
  setInvoiceFile,
  setInvoiceLink,
  shippingLabels,
} from './documents.service.ts';
import { listVendorPackages, loadVendorOrder, vendorPackagesCsv } from './vendor-orders.service.ts';

const orderParams = z.object({ id: pathId('Sipariş numarası bir tam sayı olmalı.') });
const itemParams = z.object({ id: pathId('Sipariş ürünü numarası bir tam sayı olmalı.') });
const packageParams = z.object({ id: pathId('Paket numarası bir tam sayı olmalı.') });
const labelsQuery = z.object({
  ids: z
    .string({ error: 'Paket numaralarını virgülle ayırarak gönderin.' })
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/, {
      error: 'Paket numaralarını virgülle ayırarak gönderin (en fazla 100).',
    })
    .transform((s) => s.split(',').map(Number))
    .refine((ids) => ids.every((n) => n <= 2_147_483_647), {
      error: 'Paket numaralarını virgülle ayırarak gönderin (en fazla 100).',
    }),
});

/** Binary answers (sent as Buffers, never serialised); described for the API docs. */
const pdfAnswer = z.string().describe('application/pdf (A6 etiket)');
const fileAnswer = z
  .string()
  .describe('Fatura dosyası (PDF, JPEG, PNG) ya da e-Arşiv bağlantısına 302 yönlendirme');

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

const sellerOf = (req: FastifyRequest) => {
  const ctx = req.ctx as BusinessContext;
  return { businessId: ctx.business.id, userId: ctx.user.id };
};

export interface VendorOrdersOptions {
  provider: PaymentProvider;
  dataDir: string;
}

async function sendInvoice(
  reply: FastifyReply,
  doc: { url: string } | { body: Buffer; type: string },
) {
  reply.header('Cache-Control', 'private, no-store');
  if ('url' in doc) return reply.redirect(doc.url, 302);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Disposition', 'inline; filename="fatura"');
  return reply.type(doc.type).send(doc.body);
}

/** The seller's order desk under /api/vendor/api/. */
export function vendorOrdersRoutes(opts: VendorOrdersOptions): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_INVOICE_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 50 },
    });
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/dashboard/orders/',
      {
        auth: 'business',
        schema: {
          tags: ['satıcı siparişleri'],
          summary:
            'İşletmenin paketleri: durum sekmeleri ve sayıları, arama, tarih, sayfa; ?format=csv',
          security: [{ bearerAuth: [] }],
          querystring: vendorOrderListQuerySchema,
          response: { 200: vendorOrderListSchema, ...errors },
        },
      },
      async (req, reply) => {
        const { businessId } = sellerOf(req);
        if (req.query.format === 'csv') {
          const csv = await vendorPackagesCsv(app.db, businessId, req.query);
          return reply
            .type('text/csv; charset=utf-8')
            .header('Content-Disposition', 'attachment; filename="siparisler.csv"')
            .send(csv as never);
        }
        return listVendorPackages(app.db, businessId, req.query, req.url);
      },
    );

    app.get(
      '/vendor/orders/:id/',
      {
        auth: 'business',
        schema: {
          tags: ['satıcı siparişleri'],
          summary:
            'Sipariş (işletmenin paketleri, ürünler, adres, ödeme, zaman çizelgesi, izinli işlemler)',
          security: [{ bearerAuth: [] }],
          params: orderParams,
          response: { 200: vendorOrderSchema, ...errors },
        },
      },
      async (req) => loadVendorOrder(app.db, sellerOf(req).businessId, req.params.id),
    );

    app.patch(
      '/vendor/order-items/:id/',
      {
        auth: 'business',
        config: { rateLimit: app.routeLimit(120, '1 minute') },
        schema: {
          tags: ['satıcı siparişleri'],
          summary: 'Ürün durumunu ilerlet, iptal et veya iadeye karar ver (yalnızca ileri)',
          security: [{ bearerAuth: [] }],
          params: itemParams,
          body: vendorItemPatchSchema,
          response: { 200: vendorOrderSchema, ...errors },
        },
      },
      async (req) => {
        const seller = sellerOf(req);
        const b = req.body;
        let orderId: number;
        if (b.status === 'iade_edildi' || b.status === 'iade_reddedildi') {
          const accept = b.status === 'iade_edildi';
          if (!accept && !b.reason)
            throw badRequest('Ret nedenini yazın.', { reason: ['Ret nedenini yazın.'] });
          if (accept && b.photos.length > 0)
            throw badRequest('Fotoğraf yalnızca ret için eklenebilir.', {
              photos: ['Fotoğraf yalnızca ret için eklenebilir.'],
            });
          await resolveReturn(
            app.db,
            opts.provider,
            req.params.id,
            accept,
            b.reason ? (accept ? b.reason : `İade reddedildi. Neden: ${b.reason}`) : null,
            req.log,
            { ...seller, photos: b.photos },
          );
          orderId = await orderOfItem(req.params.id);
        } else {
          if (b.photos.length > 0)
            throw badRequest('Fotoğraf yalnızca iade reddi için eklenebilir.', {
              photos: ['Fotoğraf yalnızca iade reddi için eklenebilir.'],
            });
          orderId = await sellerChangeItem(
            app.db,
            opts.provider,
            seller,
            req.params.id,
            { ...b, status: b.status },
            req.log,
          );
        }
        return loadVendorOrder(app.db, seller.businessId, orderId);
      },
    );

    async function orderOfItem(itemId: number): Promise<number> {
      const [r] = await queryRows<{ order_id: number }>(
        app.db,
        sql`SELECT order_id FROM order_items WHERE id = ${itemId}`,
      );
      return r!.order_id;
    }

    app.post(
      '/vendor/order-items/bulk-status/',
      {
        auth: 'business',
        config: { rateLimit: app.routeLimit(30, '1 minute') },
        schema: {
          tags: ['satıcı siparişleri'],
          summary: 'Toplu "Hazırlanıyor" / "Kargoya ver": her ürün veya paket kendi işleminde',
          security: [{ bearerAuth: [] }],
          body: vendorBulkStatusSchema,
          response: { 200: vendorBulkResultSchema, ...errors },
        },
      },
      async (req) => bulkStatus(app.db, opts.provider, sellerOf(req), req.body, req.log),
    );

    app.get(
      '/vendor/packages/:id/label/',
      {
        auth: 'business',
        schema: {
          tags: ['satıcı siparişleri'],
          summary: 'Kargo etiketi (A6 PDF, Code 128 barkod)',
          security: [{ bearerAuth: [] }],
          params: packageParams,
          response: { 200: pdfAnswer, ...errors },
        },
      },
      async (req, reply) => {
        const pdf = await shippingLabels(app.db, sellerOf(req).businessId, [req.params.id]);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="etiket-${req.params.id}.pdf"`)
          .send(pdf as never);
      },
    );

    app.get(
      '/vendor/packages/labels/',
      {
        auth: 'business',
        schema: {
          tags: ['satıcı siparişleri'],
          summary: 'Birden çok paketin etiketleri tek PDF’te (?ids=1,2,3)',
          security: [{ bearerAuth: [] }],
          querystring: labelsQuery,
          response: { 200: pdfAnswer, ...errors },
        },
      },
      async (req, reply) => {
        const pdf = await shippingLabels(app.db, sellerOf(req).businessId, req.query.ids);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', 'inline; filename="etiketler.pdf"')
          .send(pdf as never);
      },
    );

    app.put(
      '/vendor/packages/:id/invoice/',
      {
        auth: 'business',
        config: { rateLimit: app.routeLimit(60, '1 minute') },
        schema: {
          tags: ['satıcı siparişleri'],
          summary: 'e-Arşiv fatura: JSON {url} (https) veya dosya (PDF, JPEG, PNG; en fazla 10 MB)',
          security: [{ bearerAuth: [] }],
          params: packageParams,
          response: { 200: vendorOrderSchema, ...errors },
        },
      },
      async (req) => {
        const seller = sellerOf(req);
        if (req.isMultipart()) {
          const NO_FILE = 'Fatura dosyasını seçin.';
          let file: Buffer;
          try {
            const part = await req.file();
            if (!part || part.fieldname !== 'file') throw badRequest(NO_FILE, { file: [NO_FILE] });
            file = await part.toBuffer();
          } catch (err) {
            if (err instanceof AppError) throw err;
            const code = (err as { code?: unknown }).code;
            if (code === 'FST_REQ_FILE_TOO_LARGE')
              throw badRequest(INVOICE_TOO_BIG, { file: [INVOICE_TOO_BIG] });
            throw badRequest(NO_FILE, { file: [NO_FILE] });
          }
          await setInvoiceFile(app.db, opts.dataDir, seller, req.params.id, file);
        } else {
          const parsed = invoiceLinkSchema.safeParse(req.body ?? {});
          if (!parsed.success) {
            const msg = parsed.error.issues[0]?.message ?? 'Fatura bağlantısı geçersiz.';
            throw badRequest(msg, { url: [msg] });
          }
          await setInvoiceLink(app.db, seller, req.params.id, parsed.data.url);
        }
        const [p] = await queryRows<{ order_id: number }>(
          app.db,
          sql`SELECT order_id FROM order_packages WHERE id = ${req.params.id}`,
        );
        return loadVendorOrder(app.db, seller.businessId, p!.order_id);
      },
    );

    app.get(
      '/vendor/packages/:id/invoice/',
      {
        auth: 'business',
        schema: {
          tags: ['satıcı siparişleri'],
          summary: 'Paketin faturası (işletme için)',
          security: [{ bearerAuth: [] }],
          params: packageParams,
          response: { 200: fileAnswer, ...errors },
        },
      },
      async (req, reply) =>
        sendInvoice(
          reply,
          await readInvoice(app.db, opts.dataDir, req.params.id, {
            businessId: sellerOf(req).businessId,
          }),
        ),
    );
  };
}

/** The buyer's side of the invoice: `GET /api/siparis/api/packages/{id}/invoice/`. */
export function buyerInvoiceRoutes(opts: VendorOrdersOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/packages/:id/invoice/',
      {
        auth: 'user',
        schema: {
          tags: ['sipariş'],
          summary: 'Paketin e-Arşiv faturası (yalnızca siparişin sahibine)',
          security: [{ bearerAuth: [] }],
          params: packageParams,
          response: {
            200: fileAnswer,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (req, reply) =>
        sendInvoice(
          reply,
          await readInvoice(app.db, opts.dataDir, req.params.id, { userId: req.authUser!.id }),
        ),
    );
  };
}
