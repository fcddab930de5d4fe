import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reply } from '../http/replies';
import { pagesSitemap, productsSitemap, robotsTxt, sellersSitemap, sitemapIndex } from './sitemap';

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

const xmlReply = (description: string) => reply(description, z.string(), 'application/xml');

/** Files for search engines: robots.txt and the sitemaps, with hreflang for the five languages. */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.publicUrl.replace(/\/$/, '');
  const tags = ['seo'];

  app.get(
    '/robots.txt',
    {
      schema: {
        operationId: 'getRobotsTxt',
        tags,
        summary: 'Crawling rules, with the sitemap address',
        response: { 200: reply('robots.txt', z.string(), 'text/plain') },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE)
        .send(robotsTxt(publicUrl)),
  );
  /** A sitemap without parameters. */
  const sitemap = (
    url: string,
    operationId: string,
    summary: string,
    build: () => string | Promise<string>,
  ) =>
    app.get(
      url,
      { schema: { operationId, tags, summary, response: { 200: xmlReply('A sitemap') } } },
      async (_request, reply) =>
        reply
          .type(XML)
          .header('cache-control', CACHE)
          .send(await build()),
    );

  sitemap(
    '/sitemap.xml',
    'getSitemapIndex',
    'The sitemap index: the pages, sellers and products sitemaps',
    () => sitemapIndex(app.db, publicUrl),
  );
  sitemap('/sitemaps/pages.xml', 'getPagesSitemap', 'The sitemap of the fixed pages', () =>
    pagesSitemap(publicUrl),
  );
  sitemap('/sitemaps/sellers.xml', 'getSellersSitemap', "The sitemap of the sellers' pages", () =>
    sellersSitemap(app.db, publicUrl),
  );
  app.get(
    '/sitemaps/products-:chunk.xml',
    {
      schema: {
        operationId: 'getProductsSitemap',
        tags,
        summary: 'One sitemap of product pages (the index lists them)',
        params: z.object({ chunk: z.coerce.number().int().min(1).max(10_000) }),
        response: { 200: xmlReply('A sitemap') },
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
