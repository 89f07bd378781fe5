import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartCountSchema } from '@carsi/shared';
import { countCartItems } from './cart.service.ts';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cartitemcount/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['sepet'],
        summary: 'Sepetteki satır ve seçili satır sayısı',
        security: [{ bearerAuth: [] }],
        response: { 200: cartCountSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return countCartItems(app.db, req.authUser!.id);
    },
  );
};
