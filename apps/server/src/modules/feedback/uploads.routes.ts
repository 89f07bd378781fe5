import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, MAX_UPLOAD_BYTES, uploadResultSchema } from '@carsi/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { MediaDirs } from '../media/media.service.ts';
import { processPhoto, storeUpload, TOO_BIG } from './uploads.service.ts';

const NO_FILE = 'Yüklenecek fotoğrafı seçin.';
const MALFORMED = 'Yükleme isteği bozuk. Lütfen fotoğrafı yeniden seçip tekrar deneyin.';

/** Shopper photo uploads (issue 5): `POST /api/core/uploads/`, multipart field `file`. */
export function uploadsRoutes(dirs: MediaDirs): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered in this plugin only: no other route accepts multipart bodies.
    await app.register(multipart, {
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: 1,
        fields: 5,
        parts: 6,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });

    app.post(
      '/uploads/',
      {
        auth: 'user',
        config: {
          rateLimit: {
            ...app.routeLimit(60, '1 hour'),
            keyGenerator: (req) => (req.authUser ? `u:${req.authUser.id}` : req.ip),
          },
        },
        schema: {
          tags: ['yorumlar'],
          summary:
            'Fotoğraf yükle (JPEG, PNG veya WebP; en fazla 5 MB): değerlendirme ve iade fotoğrafları için',
          description:
            'multipart/form-data, alan adı `file`. Fotoğraf düz çevrilir, EXIF/konum bilgisi silinir ve WebP olarak saklanır.',
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          response: {
            201: uploadResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (req, reply) => {
        if (!req.isMultipart()) throw badRequest(NO_FILE, { file: [NO_FILE] });
        let buffer: Buffer;
        try {
          const part = await req.file();
          if (!part || part.fieldname !== 'file') throw badRequest(NO_FILE, { file: [NO_FILE] });
          buffer = await part.toBuffer();
        } catch (err) {
          const code = (err as { code?: unknown }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(TOO_BIG, { file: [TOO_BIG] });
          if (typeof code === 'string' && /^FST_(PARTS|FILES|FIELDS)_LIMIT$/.test(code))
            throw badRequest(NO_FILE, { file: ['Tek seferde bir fotoğraf yükleyebilirsiniz.'] });
          const status = (err as { statusCode?: unknown }).statusCode;
          if (err instanceof AppError || (typeof status === 'number' && status >= 500)) throw err;
          // Anything else is the form itself being malformed (a missing or wrong boundary, a
          // cut-off part, a bad part header: the parser's errors carry no status of their own).
          throw new AppError(400, 'malformed_multipart', MALFORMED, { file: [MALFORMED] });
        }
        const photo = await processPhoto(buffer);
        const result = await storeUpload(app.db, dirs, req.authUser!.id, photo);
        reply.header('Cache-Control', 'private, no-store');
        return reply.status(201).send(result);
      },
    );
  };
}
