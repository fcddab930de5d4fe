import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  pageSchema,
  productFacetsSchema,
  productFiltersQuerySchema,
  productListQuerySchema,
  productSchema,
  similarProductsSchema,
} from '@curio/shared';
import { notFound } from '../http/errors';
import { errorReplies, reply } from '../http/replies';
import { sendSerialisedJson } from '../http/serialised-json';

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      config: { publicCache: true, catalogueVersioned: true },
      schema: {
        operationId: 'listProducts',
        tags: ['catalog'],
        summary: 'Search and filter products, a page at a time',
        description:
          '`name` matches by word and word start (never inside a word) in the name, category, ' +
          'colour and size names, the seller and the description, every word needed, with ' +
          'synonyms, and typo corrections for a word that matches nothing otherwise; ' +
          '`categories` and `colors` are comma lists matching on any overlap; prices are inclusive. ' +
          '`sort` defaults to relevance with `name`, newest otherwise. Any other parameter is a 400.',
        querystring: productListQuerySchema,
        response: { 200: reply('A page of matching products', pageSchema(productSchema)) },
      },
    },
    async (request, reply) => {
      const { json, etag } = await app.catalog.pageReply(request.query);
      void reply.header('etag', etag);
      return sendSerialisedJson(reply, json);
    },
  );

  app.get(
    '/products/facets',
    {
      config: { publicCache: true, catalogueVersioned: true },
      schema: {
        operationId: 'countProductFacets',
        tags: ['catalog'],
        summary: 'How many products match, and per category and colour',
        description:
          'The filters of the product list, without paging or sort; any other parameter is a 400.',
        querystring: productFiltersQuerySchema,
        response: { 200: reply('The counts', productFacetsSchema) },
      },
    },
    async (request, reply) => {
      const { json, etag } = await app.catalog.facetsReply(request.query);
      void reply.header('etag', etag);
      return sendSerialisedJson(reply, json);
    },
  );

  app.get(
    '/products/:id',
    {
      config: { publicCache: true, catalogueVersioned: true },
      schema: {
        operationId: 'getProduct',
        tags: ['catalog'],
        summary: 'One product with its seller',
        params: idParamSchema,
        response: { 200: reply('The product', productSchema), ...errorReplies(404) },
      },
    },
    async (request, reply) => {
      const product = await app.catalog.productJson(request.params.id);
      if (product === undefined) throw notFound('productNotFound');
      return sendSerialisedJson(reply, product);
    },
  );

  app.get(
    '/products/:id/similar',
    {
      config: { publicCache: true, catalogueVersioned: true },
      schema: {
        operationId: 'listSimilarProducts',
        tags: ['catalog'],
        summary: 'Up to 12 products sharing a category and a colour',
        params: idParamSchema,
        response: {
          200: reply('The similar products, closest first', similarProductsSchema),
          ...errorReplies(404),
        },
      },
    },
    async (request, reply) => {
      if (!(await app.catalog.exists(request.params.id))) throw notFound('productNotFound');
      return sendSerialisedJson(reply, await app.catalog.similarJson(request.params.id));
    },
  );
};

export default productRoutes;
