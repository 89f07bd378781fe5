import type { FastifyPluginAsync } from 'fastify';
import { cartRoutes } from './cart.routes.ts';

/** The cart, the stored one and the device's priced by the server. */
export const cartModule: FastifyPluginAsync = async (app) => {
  await app.register(cartRoutes, { prefix: '/urun/api' });
};
