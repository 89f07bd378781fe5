import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carsi/shared';
import type { AuthLevel } from '../lib/request-context.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = FastifySchema;

const businessHeader = z.object({
  'x-business-id': z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .optional()
    .describe('Hangi işletme adına (birden fazla işletmesi olan satıcılar için)'),
});

/** What the description needs to know of a route besides its schema. */
export interface RouteFacts {
  auth?: AuthLevel | null;
  rateLimited?: boolean;
}

/**
 * Completes a route's schema from what the route declares elsewhere, so the description can
 * never disagree with it: `auth` (plugins/auth.plugin.ts) brings the bearer security
 * requirement, the 401 (and 403) it may answer and the X-Business-Id header of seller routes;
 * a rate limit brings 429; any input (params, query, body, headers) brings the 400 of
 * validation. A route may still spell any of these out itself.
 */
export function describeRoute(schema: RouteSchema, facts: RouteFacts): RouteSchema {
  if (schema.hide) return schema;
  const { auth, rateLimited } = facts;
  const seller = auth === 'business' || auth === 'business-owner';
  const takesInput = Boolean(schema.body || schema.querystring || schema.params || schema.headers);
  const response = {
    ...(takesInput || seller ? { 400: apiErrorSchema } : {}),
    ...(auth ? { 401: apiErrorSchema } : {}),
    ...(auth && auth !== 'user' ? { 403: apiErrorSchema } : {}),
    ...(rateLimited ? { 429: apiErrorSchema } : {}),
    ...(schema.response as Record<string, unknown> | undefined),
  };
  return {
    ...schema,
    ...(auth ? { security: schema.security ?? [{ bearerAuth: [] }] } : {}),
    ...(seller && !schema.headers ? { headers: businessHeader } : {}),
    ...(Object.keys(response).length > 0 ? { response } : {}),
  };
}

/** Turkish descriptions of the answers, where a route gives none. */
const STATUS_TEXT: Record<string, string> = {
  200: 'Başarılı',
  201: 'Oluşturuldu',
  204: 'Başarılı, içerik yok',
  301: 'Kalıcı yönlendirme',
  303: 'Yönlendirme',
  400: 'Geçersiz istek: alan hataları `errors` içinde',
  401: 'Giriş yapılmamış veya oturum süresi dolmuş',
  402: 'Ödeme alınamadı',
  403: 'Yetki yok veya güvenlik doğrulaması (CSRF) başarısız',
  404: 'Bulunamadı',
  409: 'Çakışma (stok, durum)',
  413: 'İstek gövdesi çok büyük',
  414: 'Adres çok uzun',
  415: 'Desteklenmeyen içerik türü',
  429: 'Çok fazla istek (Retry-After başlığıyla)',
  502: 'Ödeme sağlayıcısına ulaşılamadı',
  503: 'Hizmet kullanılamıyor',
};

type JsonResponse = {
  description?: string;
  content?: unknown;
  nullable?: boolean;
  enum?: unknown[];
};

/**
 * Answers without a body (204, redirects) are written as `z.null()`; OpenAPI 3.0 has no null
 * type, so they would show as a JSON body holding null. They become body-less answers here.
 */
function polishResponses(responses: Record<string, JsonResponse>) {
  for (const [status, r] of Object.entries(responses)) {
    const bodyless = r.nullable === true && r.enum?.length === 1 && r.enum[0] === null;
    if (bodyless && (status === '204' || status.startsWith('3'))) {
      const { nullable: _n, enum: _e, ...rest } = r;
      responses[status] = { ...rest, type: 'null' } as JsonResponse;
    }
    responses[status]!.description ??= STATUS_TEXT[status] ?? 'Yanıt';
  }
}

function openApiTransform(input: TransformInput) {
  const route = (
    input as {
      route?: { auth?: AuthLevel; config?: { auth?: AuthLevel; rateLimit?: unknown } };
    }
  ).route;
  if (!input.schema) return jsonSchemaTransform(input);
  const facts = {
    auth: route?.auth ?? route?.config?.auth ?? null,
    rateLimited: Boolean(route?.config?.rateLimit),
  };
  const out = jsonSchemaTransform({ ...input, schema: describeRoute(input.schema, facts) });
  const schema = out.schema as {
    response?: Record<string, JsonResponse>;
    consumes?: string[];
    body?: unknown;
  };
  if (schema.response) polishResponses(schema.response);
  // A multipart route reads its file itself (no body schema to validate): the description
  // still shows the form. The one such route, the photo upload, names its field `file`.
  if (!schema.body && schema.consumes?.includes('multipart/form-data'))
    schema.body = {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary', description: 'Fotoğraf dosyası' } },
      required: ['file'],
    };
  return out;
}

/** OpenAPI document built from the routes' zod schemas, with its UI at /api/docs. */
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Çarşı API',
        description:
          'Çarşı pazaryeri HTTP API. Tutarlar kuruş cinsinden tam sayıdır; hatalar `{detail, code, errors}` biçimindedir.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served over plain http in development: never force https sub-resources.
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/g, '').trim(),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}

export default fp(docsPlugin, { name: 'docs' });
