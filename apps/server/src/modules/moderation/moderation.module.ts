import type { FastifyPluginAsync } from 'fastify';
import type { ModerationKind } from './moderation.kind.ts';
import { moderationRoutes } from './moderation.routes.ts';

/**
 * The operators' review queue (issue 13). Each module that needs review (the seller catalogue's
 * products, brands, attribute values) hands in its `ModerationKind`; app.ts composes them.
 */
export function moderationModule(kinds: readonly ModerationKind[]): FastifyPluginAsync {
  return async (app) => {
    await app.register(moderationRoutes(kinds), { prefix: '/yonetim/api' });
  };
}
