import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

const GENERIC_5XX = 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyin.';

/** Turkish texts for Fastify's own client errors, keyed by its error codes. */
const FASTIFY_CODES: Record<string, { code: string; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'malformed_json',
    detail: 'İstek gövdesi geçerli bir JSON değil.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'malformed_json', detail: 'İstek gövdesi boş olamaz.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    detail: 'Desteklenmeyen içerik türü.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', detail: 'İstek gövdesi çok büyük.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'invalid_content_length',
    detail: 'İstek uzunluğu geçersiz.',
  },
  FST_ERR_VALIDATION: { code: 'invalid', detail: 'Gönderilen bilgiler geçersiz.' },
};

const BY_STATUS: Record<number, { code: string; detail: string }> = {
  400: { code: 'bad_request', detail: 'İstek geçersiz.' },
  401: { code: 'not_authenticated', detail: 'Bu işlem için giriş yapmalısınız.' },
  403: { code: 'permission_denied', detail: 'Bu işlem için yetkiniz yok.' },
  404: { code: 'not_found', detail: 'İstenen adres bulunamadı.' },
  405: { code: 'method_not_allowed', detail: 'Bu yöntem bu adreste kullanılamaz.' },
  406: { code: 'not_acceptable', detail: 'İstenen biçimde yanıt verilemiyor.' },
  413: { code: 'payload_too_large', detail: 'İstek gövdesi çok büyük.' },
  415: { code: 'unsupported_media_type', detail: 'Desteklenmeyen içerik türü.' },
  429: {
    code: 'throttled',
    detail: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.',
  },
};

/** "body.items.0.quantity" style paths → "items.0.quantity" field keys. */
function fieldKey(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (fromPath) return fromPath;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? 'non_field_errors';
}

export function sendError(
  reply: FastifyReply,
  status: number,
  body: { detail: string; code: string; errors?: Record<string, string[]> },
) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `frameworkErrors` option: errors raised while routing, before any route or hook
 * runs — a path whose percent-encoding is not UTF-8 (`%ZZ`, `%ED%A0%80`), a route parameter
 * longer than the router allows — answered in the API's shape instead of Fastify's own.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  reply.header('X-Request-Id', req.id);
  if (err.code === 'FST_ERR_BAD_URL')
    return sendError(reply, 400, { detail: 'İstenen adres geçersiz.', code: 'bad_url' });
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(reply, 414, { detail: 'İstenen adres çok uzun.', code: 'uri_too_long' });
  req.log.error({ err }, 'routing failed');
  return sendError(reply, 500, { detail: GENERIC_5XX, code: 'server_error' });
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      return sendError(reply, err.statusCode, {
        detail: err.detail,
        code: err.code,
        ...(err.fieldErrors ? { errors: err.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const key = fieldKey(issue.instancePath, issue.params);
        (errors[key] ??= []).push(issue.message ?? 'Geçersiz değer.');
      }
      return sendError(reply, 400, {
        detail: 'Gönderilen bilgiler geçersiz.',
        code: 'invalid',
        errors,
      });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return sendError(reply, 500, { detail: GENERIC_5XX, code: 'server_error' });
    }
    const status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'unhandled error');
      return sendError(reply, status, { detail: GENERIC_5XX, code: 'server_error' });
    }
    const known = (err.code && FASTIFY_CODES[err.code]) ||
      BY_STATUS[status] || { code: 'bad_request', detail: 'İstek geçersiz.' };
    return sendError(reply, status, known);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
