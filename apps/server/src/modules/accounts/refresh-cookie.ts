import type { FastifyReply } from 'fastify';
import { SESSION_TTL_MS } from './sessions.service.ts';

export const REFRESH_COOKIE = 'aq_refresh';
/** The refresh token goes only to the refresh call (SPEC §7: `api/token/refresh/` under /api). */
export const REFRESH_PATH = '/api/api/token/refresh/';

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}
