import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that was validated and serialised when it was cached (the route's schema still
 * documents it), so a cache hit costs no validation or serialisation.
 */
export function sendSerialised(reply: FastifyReply, json: string, maxAge: number) {
  return reply
    .type('application/json; charset=utf-8')
    .header('Cache-Control', `public, max-age=${maxAge}`)
    .send(json);
}
