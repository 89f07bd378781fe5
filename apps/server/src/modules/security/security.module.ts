import type { FastifyPluginAsync } from 'fastify';
import { cspReportRoutes } from './csp-report.routes.ts';

/** What browsers report about the site's security policy. */
export const securityModule: FastifyPluginAsync = async (app) => {
  await app.register(cspReportRoutes, { prefix: '/core' });
};
