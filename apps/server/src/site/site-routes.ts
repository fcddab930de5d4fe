import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSchema } from '@curio/shared';
import { reply } from '../http/replies';
import { siteSettings } from './site-settings';

/** Public settings the web app reads at start. */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site',
    {
      config: { publicCache: true, catalogueVersioned: true },
      schema: {
        operationId: 'getSiteSettings',
        tags: ['health'],
        summary: 'Public settings the web app reads at start',
        response: { 200: reply('The settings', siteSchema) },
      },
    },
    () => siteSettings(app.config),
  );
};

export default siteRoutes;
