import type { FastifyPluginAsync } from 'fastify';

// /sitemap.xml and /robots.txt (issue 4 SEO work fills this in).
export const seoRoutes: FastifyPluginAsync = async () => {};
