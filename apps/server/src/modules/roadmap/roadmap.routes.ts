import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, featureVoteSchema, upcomingFeatureListSchema } from '@carsi/shared';
import type { BusinessContext } from '../../lib/request-context.ts';
import { listUpcomingFeatures, voteForFeature, withdrawVote } from './roadmap.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const params = z.object({ key: z.string().max(64) });

/** The sellers' upcoming features: the list with votes, a business's vote and note. */
export const roadmapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/upcoming-features/',
    {
      auth: 'business',
      schema: {
        tags: ['satıcı'],
        summary: 'Yakında gelecek özellikler: oy sayıları, işletmenin oyu ve notu',
        security: [{ bearerAuth: [] }],
        response: { 200: upcomingFeatureListSchema, ...errors },
      },
    },
    async (req) => listUpcomingFeatures(app.db, req.ctx as BusinessContext),
  );

  app.put(
    '/upcoming-features/:key/vote/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(60, '1 minute') },
      schema: {
        tags: ['satıcı'],
        summary: 'Bir özelliğe oy ver (işletme başına bir oy; not isteğe bağlı)',
        security: [{ bearerAuth: [] }],
        params,
        body: featureVoteSchema,
        response: { 200: upcomingFeatureListSchema, ...errors },
      },
    },
    async (req) => voteForFeature(app.db, req.ctx as BusinessContext, req.params.key, req.body),
  );

  app.delete(
    '/upcoming-features/:key/vote/',
    {
      auth: 'business',
      config: { rateLimit: app.routeLimit(60, '1 minute') },
      schema: {
        tags: ['satıcı'],
        summary: 'Oyu geri al',
        security: [{ bearerAuth: [] }],
        params,
        response: { 200: upcomingFeatureListSchema, ...errors },
      },
    },
    async (req) => withdrawVote(app.db, req.ctx as BusinessContext, req.params.key),
  );
};
