import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryTreeSchema, homeResponseSchema } from '@carsi/shared';
import { loadCategoryTree } from './categories.service.ts';
import { loadHome } from './home.service.ts';

// Short shared caches: the tree and home change rarely and are read on every page.
const TREE_TTL = 60;
const HOME_TTL = 30;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tree = () => app.cache.wrap('catalog:tree', TREE_TTL, () => loadCategoryTree(app.db));

  app.get(
    '/categories/',
    {
      schema: {
        tags: ['katalog'],
        summary: 'Kategori ağacı (alt kategoriler ve ürün sayılarıyla)',
        response: { 200: categoryTreeSchema },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return tree();
    },
  );

  app.get(
    '/home/',
    {
      schema: {
        tags: ['katalog'],
        summary: 'Ana sayfa: bannerlar, kategoriler ve ürün rafları',
        response: { 200: homeResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=30');
      return app.cache.wrap('catalog:home', HOME_TTL, async () => loadHome(app.db, await tree()));
    },
  );
};
