import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagesSitemap, productsSitemap, robotsTxt, sellersSitemap, sitemapIndex } from './sitemap';

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

/** Files for search engines: robots.txt and the sitemaps, with hreflang for the five languages. */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.publicUrl.replace(/\/$/, '');
  const hidden = { hide: true } as const;

  app.get('/robots.txt', { schema: hidden }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', { schema: hidden }, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await sitemapIndex(app.db, publicUrl)),
  );
  app.get('/sitemaps/pages.xml', { schema: hidden }, (_request, reply) =>
    reply.type(XML).header('cache-control', CACHE).send(pagesSitemap(publicUrl)),
  );
  app.get('/sitemaps/sellers.xml', { schema: hidden }, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await sellersSitemap(app.db, publicUrl)),
  );
  app.get(
    '/sitemaps/products-:chunk.xml',
    {
      schema: {
        ...hidden,
        params: z.object({ chunk: z.coerce.number().int().min(1).max(10_000) }),
      },
    },
    async (request, reply) =>
      reply
        .type(XML)
        .header('cache-control', CACHE)
        .send(await productsSitemap(app.db, publicUrl, request.params.chunk)),
  );
};

export default seoRoutes;
