import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryTreeSchema, homeResponseSchema } from '@carsi/shared';
import { loadCategoryTree } from './categories.service.ts';
import { loadHome } from './home.service.ts';
import { sendSerialised } from '../../lib/serialised.ts';

// Short shared caches: the tree and home change rarely and are read on every page. They hold
// the validated, serialised JSON, so a hit costs no validation or serialisation.
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
      const json = await app.cache.wrap('catalog:tree:json', TREE_TTL, async () =>
        JSON.stringify(categoryTreeSchema.parse(await tree())),
      );
      return sendSerialised(reply, json, TREE_TTL);
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
      const json = await app.cache.wrap('catalog:home:json', HOME_TTL, async () =>
        JSON.stringify(homeResponseSchema.parse(await loadHome(app.db, await tree()))),
      );
      return sendSerialised(reply, json, HOME_TTL);
    },
  );
};
