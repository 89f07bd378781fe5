import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, shopSchema } from '@carsi/shared';
import { notFound } from '../../lib/errors.ts';
import { sendSerialised } from '../../lib/serialised.ts';
import { loadShop, SHOP_NOT_FOUND } from './shop.service.ts';

/** A shop header may lag its figures by this much. */
const SHOP_TTL = 60;

/**
 * The public shop page's header, `GET /api/urun/api/shops/{slug}/`. Its products come from the
 * ordinary listing call with `?seller={id}` (filters, sorting and paging included).
 */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shops/:slug/',
    {
      schema: {
        tags: ['katalog'],
        summary: 'Mağaza sayfası: ad, puan, Çarşı’daki yılı, zamanında kargo oranı, ürün sayısı',
        params: z.object({ slug: z.string() }),
        response: { 200: shopSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { slug } = req.params;
      if (slug.length > 200 || !/^[a-z0-9-]+$/.test(slug)) throw notFound(SHOP_NOT_FOUND);
      const json = await app.cache.wrap(`shop:${slug}`, SHOP_TTL, async () =>
        JSON.stringify(shopSchema.parse(await loadShop(app.db, slug))),
      );
      return sendSerialised(reply, json, SHOP_TTL);
    },
  );
};
