import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import { isColorSupported, prettyFactory } from 'pino-pretty';

/** Query parameters that may carry credentials (the socket ticket, reset tokens). */
const SECRET_PARAMS = /([?&](?:token|access|access_token|refresh|code|key)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[gizli]');

export type LogFormat = 'json' | 'pretty';

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

interface PrettyEntry {
  msg?: unknown;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/**
 * The `pretty` format: pino-pretty's formatter, run synchronously in this process on each line
 * pino writes (after redaction), so the lines come out in order with the banner. A request reads
 * `GET /api/health 200 3 ms`.
 */
export function prettyLogStream(
  destination: NodeJS.WritableStream,
  colorize: boolean,
): { write(line: string): void } {
  const prettify = prettyFactory({
    colorize,
    translateTime: 'SYS:HH:MM:ss.l',
    singleLine: true,
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log) => {
      const { msg, req, res, responseTime } = log as PrettyEntry;
      if (!req?.method || !res?.statusCode) return String(msg ?? '');
      const ms = typeof responseTime === 'number' ? ` ${Math.round(responseTime)} ms` : '';
      const failed = msg === 'request errored' ? ' (request errored)' : '';
      return `${req.method} ${req.url ?? ''} ${res.statusCode}${ms}${failed}`;
    },
  });
  return { write: (line) => void destination.write(prettify(line)) };
}

/** Colours only for a person's terminal. */
export const terminalColors = () => Boolean(process.stdout.isTTY) && isColorSupported;

/**
 * Request lines: the completed line names the request too (method, url, status, time), so one
 * line tells the whole story; in the pretty format that line is the only one at `info`.
 */
export class RequestLogController extends LogController {
  constructor(private readonly format: LogFormat) {
    super();
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (this.format === 'json') return super.incomingRequest(request, reply);
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}
