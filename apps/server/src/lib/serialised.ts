import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that was validated and serialised when it was cached (the route's schema still
 * documents it), so a cache hit costs no validation or serialisation. `maxAge` is the public
 * cache lifetime in seconds, or 'private' for one user's or one business's figures.
 */
export function sendSerialised(reply: FastifyReply, json: string, maxAge: number | 'private') {
  return reply
    .type('application/json; charset=utf-8')
    .header(
      'Cache-Control',
      maxAge === 'private' ? 'private, no-store' : `public, max-age=${maxAge}`,
    )
    .send(json);
}
