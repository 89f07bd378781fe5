import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document built from the routes' zod schemas, with its UI at /api/docs. */
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Çarşı API',
        description:
          'Çarşı pazaryeri HTTP API. Tutarlar kuruş cinsinden tam sayıdır; hatalar `{detail, code, errors}` biçimindedir.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served over plain http in development: never force https sub-resources.
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/g, '').trim(),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}

export default fp(docsPlugin, { name: 'docs' });
