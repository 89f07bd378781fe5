import { pathId } from '../../lib/params.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressInputSchema,
  addressSchema,
  apiErrorSchema,
  citySchema,
  districtSchema,
  neighbourhoodSchema,
} from '@carsi/shared';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from './addresses.service.ts';
import {
  CITY_NOT_FOUND,
  listCities,
  listDistricts,
  listNeighbourhoods,
} from './locations.service.ts';

const BAD_ID = 'Adres numarası bir tam sayı olmalı.';

const idParams = z.object({ id: pathId(BAD_ID) });

// An il that is not a plate number is simply not found, like an unknown plate number.
const cityCode = z
  .string()
  .regex(/^\d{1,2}$/, { error: CITY_NOT_FOUND })
  .transform(Number);

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The Turkish il → ilçe → mahalle data for the address form (issue 5); public and static. */
const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (reply.statusCode === 200) reply.header('Cache-Control', 'public, max-age=86400');
  });

  app.get(
    '/locations/iller/',
    {
      schema: {
        tags: ['adres'],
        summary: 'İller (plaka kodu ve ad), Türkçe sıralı',
        response: { 200: z.array(citySchema) },
      },
    },
    async () => listCities(),
  );

  app.get(
    '/locations/iller/:il/ilceler/',
    {
      schema: {
        tags: ['adres'],
        summary: 'Bir ilin ilçeleri',
        params: z.object({ il: z.string() }),
        response: { 200: z.array(districtSchema), 404: apiErrorSchema },
      },
    },
    async (req) => listDistricts(parseCity(req.params.il)),
  );

  app.get(
    '/locations/iller/:il/ilceler/:ilce/mahalleler/',
    {
      schema: {
        tags: ['adres'],
        summary: 'Bir ilçenin mahalleleri',
        params: z.object({ il: z.string(), ilce: z.string() }),
        response: { 200: z.array(neighbourhoodSchema), 404: apiErrorSchema },
      },
    },
    async (req) => listNeighbourhoods(parseCity(req.params.il), req.params.ilce),
  );
};

/** A plate code, or 0 (no such city, hence 404) for anything else. */
function parseCity(il: string): number {
  const parsed = cityCode.safeParse(il);
  return parsed.success ? parsed.data : 0;
}

/** A logged-in shopper's addresses (issue 5). */
const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Personal data: never cached.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const secured = { tags: ['adres'], security: [{ bearerAuth: [] }] };

  app.get(
    '/addresses/',
    {
      auth: 'user',
      schema: {
        ...secured,
        summary: 'Adreslerim (varsayılan önce, sonra en yeni)',
        response: { 200: z.array(addressSchema), 401: apiErrorSchema },
      },
    },
    async (req) => listAddresses(app.db, req.authUser!.id),
  );

  app.post(
    '/addresses/',
    {
      auth: 'user',
      config: { rateLimit: app.routeLimit(60, '1 minute') },
      schema: {
        ...secured,
        summary: 'Adres ekle',
        body: addressInputSchema,
        response: { 201: addressSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createAddress(app.db, req.authUser!.id, req.body)),
  );

  app.get(
    '/addresses/:id/',
    {
      auth: 'user',
      schema: {
        ...secured,
        summary: 'Bir adres',
        params: idParams,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (req) => getAddress(app.db, req.authUser!.id, req.params.id),
  );

  app.put(
    '/addresses/:id/',
    {
      auth: 'user',
      config: { rateLimit: app.routeLimit(60, '1 minute') },
      schema: {
        ...secured,
        summary: 'Adresi güncelle',
        params: idParams,
        body: addressInputSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (req) => updateAddress(app.db, req.authUser!.id, req.params.id, req.body),
  );

  app.delete(
    '/addresses/:id/',
    {
      auth: 'user',
      config: { rateLimit: app.routeLimit(60, '1 minute') },
      schema: {
        ...secured,
        summary: 'Adresi sil (varsayılansa en yeni adres varsayılan olur)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteAddress(app.db, req.authUser!.id, req.params.id);
      return reply.status(204).send(null);
    },
  );
};

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(locationRoutes);
  await app.register(addressBookRoutes);
};
