import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSchema } from '@curio/shared';

/** Public settings the web app reads at start. */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site',
    { config: { publicCache: true }, schema: { tags: ['health'], response: { 200: siteSchema } } },
    () => ({
      oldWebsiteUrl: app.config.oldWebsiteUrl ?? null,
      googleSignIn: Boolean(app.config.google),
      errorReporting: Boolean(app.config.webSentryDsn),
    }),
  );
};

export default siteRoutes;
