import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idParamSchema,
  MESSAGES,
  pageSchema,
  productFacetsSchema,
  productFiltersQuerySchema,
  productListQuerySchema,
  productSchema,
  similarProductsSchema,
} from '@curio/shared';
import { notFound } from '../http/errors';
import { findFacets } from './facets';
import { findProductById, findProductPage } from './product-queries';
import { findSimilarProducts } from './similar-products';

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Search and filter products, a page at a time',
        description:
          '`name` matches the product name or any category name, case-insensitive and typo-tolerant; ' +
          '`categories` and `colors` are comma lists matching on any overlap; prices are inclusive. ' +
          '`sort` defaults to relevance with `name`, newest otherwise.',
        querystring: productListQuerySchema,
        response: { 200: pageSchema(productSchema), 400: errorBodySchema },
      },
    },
    (request) => findProductPage(app.db, request.query),
  );

  app.get(
    '/products/facets',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'How many products match, and per category and colour',
        querystring: productFiltersQuerySchema,
        response: { 200: productFacetsSchema, 400: errorBodySchema },
      },
    },
    (request) => findFacets(app.db, request.query),
  );

  app.get(
    '/products/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'One product with its seller',
        params: idParamSchema,
        response: { 200: productSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const product = await findProductById(app.db, request.params.id);
      if (!product) throw notFound(MESSAGES.productNotFound);
      return product;
    },
  );

  app.get(
    '/products/:id/similar',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Up to 12 products sharing a category and a colour',
        params: idParamSchema,
        response: { 200: similarProductsSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      if (!(await findProductById(app.db, request.params.id)))
        throw notFound(MESSAGES.productNotFound);
      return findSimilarProducts(app.db, request.params.id);
    },
  );
};

export default productRoutes;
