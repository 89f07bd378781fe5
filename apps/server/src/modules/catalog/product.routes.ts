import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the issue-4 work on this module.
export const productRoutes: FastifyPluginAsyncZod = async () => {};
