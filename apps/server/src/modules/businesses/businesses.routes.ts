import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  businessApplicationSchema,
  businessDocumentSchema,
  businessSchema,
  businessSettingsInputSchema,
  businessSettingsSchema,
  cargoCompanyList,
  cargoCompanyListSchema,
  inviteMemberSchema,
  inviteResultSchema,
  MAX_BUSINESS_DOCUMENT_BYTES,
  memberListSchema,
  myBusinessesSchema,
  OPERATOR_BUSINESS_FILTERS,
  operatorBusinessListSchema,
  operatorBusinessSchema,
  rejectBusinessSchema,
  vendorDetailsSchema,
} from '@carsi/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import { pathId } from '../../lib/params.ts';
import type { BusinessContext, UserContext } from '../../lib/request-context.ts';
import type { Mailer } from '../mail/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import {
  applyForBusiness,
  getBusiness,
  myBusinesses,
  updateBusiness,
} from './businesses.service.ts';
import {
  DOC_BAD_KIND,
  DOC_TOO_BIG,
  parseDocumentKind,
  readDocument,
  storeDocument,
} from './documents.service.ts';
import { inviteMember, listMembers, removeMember } from './members.service.ts';
import {
  approveBusiness,
  listBusinessesForOperators,
  rejectBusiness,
} from './operators.service.ts';
import { getSettings, updateSettings, vendorDetails } from './settings.service.ts';

export interface BusinessesOptions {
  dataDir: string;
  mailer: Mailer;
  provider: PaymentProvider;
  publicUrl: string;
}

const BAD_BUSINESS_ID = 'İşletme numarası bir tam sayı olmalı.';
const vidParams = z.object({ vid: pathId(BAD_BUSINESS_ID) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const security = [{ bearerAuth: [] }];
const userCtx = (ctx: unknown) => ctx as UserContext;
const bizCtx = (ctx: unknown) => ctx as BusinessContext;

/** Applications, a business to its members, and its documents: any logged-in user may call. */
export function businessRoutes(opts: BusinessesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/businesses/',
      {
        auth: 'user',
        config: {
          rateLimit: {
            ...app.routeLimit(20, '1 hour'),
            keyGenerator: (req) => (req.authUser ? `u:${req.authUser.id}` : req.ip),
          },
        },
        schema: {
          tags: ['işletme'],
          summary: 'İşletme başvurusu (bir kullanıcı en fazla bir işletmenin sahibi olabilir)',
          security,
          body: businessApplicationSchema,
          response: { 201: businessSchema, ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await applyForBusiness(app.db, userCtx(req.ctx), req.body)),
    );

    app.get(
      '/businesses/mine/',
      {
        auth: 'user',
        schema: {
          tags: ['işletme'],
          summary: 'Üyesi olduğum işletmeler ve başvurum (durumlarıyla)',
          security,
          response: { 200: myBusinessesSchema, ...errors },
        },
      },
      async (req) => {
        const results = await myBusinesses(app.db, userCtx(req.ctx));
        return { count: results.length, next: null, previous: null, results };
      },
    );

    app.get(
      '/businesses/:vid/',
      {
        auth: 'user',
        schema: {
          tags: ['işletme'],
          summary: 'İşletme bilgileri (yalnızca üyelerine, başvuru sahibine ve yöneticilere)',
          security,
          params: vidParams,
          response: { 200: businessSchema, ...errors },
        },
      },
      async (req) => getBusiness(app.db, req.ctx, req.params.vid),
    );

    app.put(
      '/businesses/:vid/',
      {
        auth: 'user',
        schema: {
          tags: ['işletme'],
          summary:
            'İşletmeyi güncelle: reddedilen başvuru yeniden incelemeye gider; onaylı işletmede IBAN, vergi numarası ve unvan değişikliği onay bekler (mağaza açık kalır)',
          security,
          params: vidParams,
          body: businessApplicationSchema,
          response: { 200: businessSchema, ...errors },
        },
      },
      async (req) => updateBusiness(app.db, userCtx(req.ctx), req.params.vid, req.body),
    );

    app.get(
      '/businesses/:vid/documents/:did/',
      {
        auth: 'user',
        schema: {
          tags: ['işletme'],
          summary: 'Başvuru belgesi (yalnızca üyelere ve yöneticilere)',
          security,
          params: z.object({
            vid: pathId(BAD_BUSINESS_ID),
            did: pathId('Belge numarası bir tam sayı olmalı.'),
          }),
          response: {
            200: z
              .string()
              .describe('Belgenin kendisi: application/pdf, image/jpeg veya image/png'),
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const doc = await readDocument(
          app.db,
          opts.dataDir,
          req.ctx,
          req.params.vid,
          req.params.did,
        );
        const ext = doc.mimeType === 'application/pdf' ? 'pdf' : doc.mimeType.split('/')[1];
        reply
          .header('Content-Type', doc.mimeType)
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .header(
            'Content-Disposition',
            `inline; filename="belge.${ext}"; filename*=UTF-8''${encodeURIComponent(doc.name)}`,
          );
        // The bytes go out as they are (a Buffer is never serialised); the schema only documents.
        return reply.send(doc.body as unknown as string);
      },
    );

    // Multipart only here: no other route of this module reads form bodies.
    const uploadRoutes: FastifyPluginAsyncZod = async (uploads) => {
      await uploads.register(multipart, {
        limits: {
          fileSize: MAX_BUSINESS_DOCUMENT_BYTES,
          files: 1,
          fields: 3,
          parts: 4,
          fieldSize: 200,
          headerPairs: 50,
        },
      });
      uploads.post(
        '/businesses/:vid/documents/',
        {
          auth: 'user',
          config: {
            rateLimit: {
              ...app.routeLimit(60, '1 hour'),
              keyGenerator: (req) => (req.authUser ? `u:${req.authUser.id}` : req.ip),
            },
          },
          schema: {
            tags: ['işletme'],
            summary: 'Belge yükle (vergi levhası / imza sirküleri; PDF, JPEG, PNG; en fazla 10 MB)',
            description:
              'multipart/form-data: önce `kind` (vergi_levhasi | imza_sirkuleri), sonra `file`. Tür dosyanın içeriğinden anlaşılır.',
            consumes: ['multipart/form-data'],
            security,
            params: vidParams,
            response: { 201: businessDocumentSchema, ...errors },
          },
        },
        async (req, reply) => {
          const NO_FILE = 'Yüklenecek belgeyi seçin.';
          if (!req.isMultipart()) throw badRequest(NO_FILE, { file: [NO_FILE] });
          let kind: unknown;
          let file: { buffer: Buffer; filename?: string } | null = null;
          try {
            for await (const part of req.parts()) {
              if (part.type === 'field') {
                if (part.fieldname === 'kind') kind = part.value;
              } else if (part.fieldname === 'file') {
                file = { buffer: await part.toBuffer(), filename: part.filename };
              } else {
                await part.toBuffer();
              }
            }
          } catch (err) {
            const code = (err as { code?: unknown }).code;
            if (code === 'FST_REQ_FILE_TOO_LARGE')
              throw badRequest(DOC_TOO_BIG, { file: [DOC_TOO_BIG] });
            const status = (err as { statusCode?: unknown }).statusCode;
            if (err instanceof AppError || (typeof status === 'number' && status >= 500)) throw err;
            const bad = 'Yükleme isteği bozuk. Lütfen belgeyi yeniden seçip tekrar deneyin.';
            throw new AppError(400, 'malformed_multipart', bad, { file: [bad] });
          }
          if (kind === undefined) throw badRequest(DOC_BAD_KIND, { kind: [DOC_BAD_KIND] });
          const k = parseDocumentKind(kind);
          if (!file) throw badRequest(NO_FILE, { file: [NO_FILE] });
          const doc = await storeDocument(
            app.db,
            opts.dataDir,
            userCtx(req.ctx),
            req.params.vid,
            k,
            file,
          );
          return reply.status(201).send(doc);
        },
      );
    };
    await app.register(uploadRoutes);
  };
}

/** The seller's settings, details, team and cargo companies (the active business). */
export function dashboardRoutes(opts: BusinessesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = () => ({ mailer: opts.mailer, publicUrl: opts.publicUrl, log: app.log });

    app.get(
      '/dashboard/settings/',
      {
        auth: 'business',
        schema: {
          tags: ['satıcı'],
          summary: 'Mağaza ayarları',
          security,
          response: { 200: businessSettingsSchema, ...errors },
        },
      },
      async (req) => getSettings(app.db, bizCtx(req.ctx)),
    );

    app.put(
      '/dashboard/settings/',
      {
        auth: 'business',
        schema: {
          tags: ['satıcı'],
          summary:
            'Mağaza ayarlarını kaydet (personel kargo ve tatil ayarlarını değiştirebilir; banka bilgisi yalnızca sahipte, onaya gider)',
          security,
          body: businessSettingsInputSchema,
          response: { 200: businessSettingsSchema, ...errors },
        },
      },
      async (req) => updateSettings(app.db, bizCtx(req.ctx), req.body),
    );

    app.get(
      '/dashboard/vendor-details/',
      {
        auth: 'business',
        schema: {
          tags: ['satıcı'],
          summary: 'İşletmenin herkese açık ve yasal bilgileri',
          security,
          response: { 200: vendorDetailsSchema, ...errors },
        },
      },
      async (req) => vendorDetails(app.db, bizCtx(req.ctx)),
    );

    app.get(
      '/cargo-company/',
      {
        auth: 'business',
        schema: {
          tags: ['satıcı'],
          summary: 'Kargo firmaları (kod, ad, takip bağlantısı şablonu, takip numarası biçimi)',
          security,
          response: { 200: cargoCompanyListSchema, ...errors },
        },
      },
      async (_req, reply) => {
        reply.header('Cache-Control', 'private, max-age=3600');
        return cargoCompanyList();
      },
    );

    app.get(
      '/dashboard/members/',
      {
        auth: 'business',
        schema: {
          tags: ['satıcı'],
          summary: 'Ekip üyeleri ve bekleyen davetler',
          security,
          response: { 200: memberListSchema, ...errors },
        },
      },
      async (req) => listMembers(app.db, bizCtx(req.ctx)),
    );

    app.post(
      '/dashboard/members/',
      {
        auth: 'business-owner',
        config: { rateLimit: app.routeLimit(30, '1 hour') },
        schema: {
          tags: ['satıcı'],
          summary: 'Ekibe e-postayla personel davet et (yalnızca sahip)',
          security,
          body: inviteMemberSchema,
          response: { 201: inviteResultSchema, ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await inviteMember(app.db, deps(), bizCtx(req.ctx), req.body)),
    );

    app.delete(
      '/dashboard/members/:user_id/',
      {
        auth: 'business-owner',
        schema: {
          tags: ['satıcı'],
          summary: 'Personeli ekipten çıkar (yalnızca sahip; sahip kendini çıkaramaz)',
          security,
          params: z.object({ user_id: pathId('Kullanıcı numarası bir tam sayı olmalı.') }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await removeMember(app.db, bizCtx(req.ctx), req.params.user_id);
        return reply.status(204).send(null);
      },
    );
  };
}

/** Operators: applications and changes waiting for a decision. */
export function operatorBusinessRoutes(opts: BusinessesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = () => ({
      mailer: opts.mailer,
      provider: opts.provider,
      publicUrl: opts.publicUrl,
      log: app.log,
    });
    const idParams = z.object({ id: pathId(BAD_BUSINESS_ID) });

    app.get(
      '/businesses/',
      {
        auth: 'operator',
        schema: {
          tags: ['yönetim'],
          summary:
            'İşletme başvuruları (durum: beklemede, onaylandi, reddedildi, askida, inceleme)',
          security,
          querystring: z.object({
            status: z
              .enum(OPERATOR_BUSINESS_FILTERS, { error: 'Geçersiz durum filtresi.' })
              .optional(),
            page: z.coerce
              .number({ error: 'Sayfa numarası geçersiz.' })
              .int({ error: 'Sayfa numarası geçersiz.' })
              .min(1, { error: 'Sayfa numarası geçersiz.' })
              .max(100_000, { error: 'Sayfa numarası geçersiz.' })
              .default(1),
          }),
          response: { 200: operatorBusinessListSchema, ...errors },
        },
      },
      async (req) => listBusinessesForOperators(app.db, req.query.status, req.query.page, req.url),
    );

    app.post(
      '/businesses/:id/approve/',
      {
        auth: 'operator',
        schema: {
          tags: ['yönetim'],
          summary: 'Başvuruyu veya bekleyen değişikliği onayla',
          security,
          params: idParams,
          response: { 200: operatorBusinessSchema, ...errors },
        },
      },
      async (req) => approveBusiness(app.db, req.ctx, deps(), req.params.id),
    );

    app.post(
      '/businesses/:id/reject/',
      {
        auth: 'operator',
        schema: {
          tags: ['yönetim'],
          summary: 'Başvuruyu veya bekleyen değişikliği gerekçeyle reddet',
          security,
          params: idParams,
          body: rejectBusinessSchema,
          response: { 200: operatorBusinessSchema, ...errors },
        },
      },
      async (req) => rejectBusiness(app.db, req.ctx, deps(), req.params.id, req.body.reason),
    );
  };
}
