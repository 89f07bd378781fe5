import type { FastifyServerOptions } from 'fastify';

/** Query parameters that may carry credentials (the socket ticket, reset tokens). */
const SECRET_PARAMS = /([?&](?:token|access|access_token|refresh|code|key)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[gizli]');

/** pino options: request ids, no tokens, cookies or passwords in any line. */
export function loggerOptions(
  level: string,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.access',
        '*.refresh',
      ],
      censor: '[gizli]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { method: req.method, url: redactUrl(req.url), ip: req.ip };
      },
    },
  };
}
