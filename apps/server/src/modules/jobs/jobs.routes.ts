import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, jobsOverviewSchema } from '@carsi/shared';
import { jobsOverview } from './jobs.service.ts';

/** Operators' view of the background jobs (`/api/yonetim/api/jobs/`). */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/',
    {
      auth: 'operator',
      schema: {
        tags: ['yönetim'],
        summary: 'Arka plan işleri: zamanlama, son çalışma ve son hatalar',
        security: [{ bearerAuth: [] }],
        response: { 200: jobsOverviewSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return jobsOverview(app.db, app.jobs.runner, app.jobs.enabled);
    },
  );
};
