import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSchema } from '@curio/shared';
import { siteSettings } from './site-settings';

/** Public settings the web app reads at start. */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site',
    { config: { publicCache: true }, schema: { tags: ['health'], response: { 200: siteSchema } } },
    () => siteSettings(app.config),
  );
};

export default siteRoutes;
