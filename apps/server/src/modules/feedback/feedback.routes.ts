import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: reviews and questions written by shoppers (issue 5), being built. */
export const feedbackRoutes: FastifyPluginAsyncZod = async () => {};
