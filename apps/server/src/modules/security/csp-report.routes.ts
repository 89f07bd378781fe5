import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carsi/shared';

// Browsers send violation reports as application/csp-report (CSP 2) or reports+json (Reporting API).
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

const reportSchema = z.union([
  z.object({ 'csp-report': z.record(z.string(), z.unknown()) }),
  z
    .array(z.object({ type: z.string(), body: z.record(z.string(), z.unknown()).optional() }))
    .max(50),
]);

/**
 * Collects Content-Security-Policy violation reports into the log, so a blocked script or a
 * broken page after a deploy is seen. Rate-limited: anyone can post here.
 */
export const cspReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    REPORT_TYPES,
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        const err = Object.assign(new Error('invalid json'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        });
        done(err, undefined);
      }
    },
  );

  app.post(
    '/csp-report/',
    {
      // Browsers post reports without our CSRF header; nothing here acts on anyone's behalf.
      config: { csrf: false, rateLimit: app.routeLimit(30, '1 minute') },
      schema: {
        tags: ['sistem'],
        summary: 'İçerik güvenliği politikası ihlal raporu (tarayıcıların gönderdiği)',
        consumes: [...REPORT_TYPES, 'application/json'],
        body: reportSchema,
        response: {
          204: z.null().describe('Rapor kaydedildi'),
          400: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const reports = Array.isArray(req.body)
        ? req.body.map((r) => r.body)
        : [req.body['csp-report']];
      for (const r of reports) {
        req.log.warn(
          {
            directive: r?.['violated-directive'] ?? r?.['effectiveDirective'],
            blocked: r?.['blocked-uri'] ?? r?.['blockedURL'],
            page: r?.['document-uri'] ?? r?.['documentURL'],
          },
          'csp violation',
        );
      }
      return reply.status(204).send(null);
    },
  );
};
