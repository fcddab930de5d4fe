import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idParamSchema,
  MESSAGES,
  pageSchema,
  productListQuerySchema,
  productSchema,
} from '@curio/shared';
import { notFound } from '../http/errors';
import { findProductById, findProductPage } from './product-queries';

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A page of products, newest first',
        querystring: productListQuerySchema,
        response: { 200: pageSchema(productSchema), 400: errorBodySchema },
      },
    },
    (request) => findProductPage(app.db, request.query),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product with its seller',
        params: idParamSchema,
        response: { 200: productSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const product = await findProductById(app.db, request.params.id);
      if (!product) throw notFound(MESSAGES.productNotFound);
      return product;
    },
  );
};

export default productRoutes;
