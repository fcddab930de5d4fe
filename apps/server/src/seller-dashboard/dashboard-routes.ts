import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardProductSchema,
  dashboardProductsQuerySchema,
  idParamSchema,
  pageSchema,
  productSchema,
} from '@curio/shared';
import { signedInUser } from '../accounts/auth-plugin';
import { findProductById } from '../catalog/product-queries';
import { notFound } from '../http/errors';
import { ownedProduct } from './product-ownership';
import { findDashboardProducts } from './dashboard-products';
import { errorReplies, reply } from '../http/replies';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/products',
    {
      config: { auth: 'SELLER' },
      schema: {
        operationId: 'listDashboardProducts',
        tags: ['seller-dashboard'],
        summary: "The dashboard's product list: a seller's own, or all for an admin",
        description:
          '`filter` is all, name, description, price, category, color, size or seller; a search matches words and word starts ("red" finds "Red Scarf", not "Tailored"). `sort` is date, name, price, views or clicks, `order` asc or desc; ties go by id.',
        security: [{ bearer: [] }],
        querystring: dashboardProductsQuerySchema,
        response: {
          200: reply('A page of products', pageSchema(dashboardProductSchema)),
          ...errorReplies(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return findDashboardProducts(app.db, user, request.query);
    },
  );

  app.get(
    '/dashboard/products/:id',
    {
      config: { auth: 'SELLER' },
      schema: {
        operationId: 'getDashboardProduct',
        tags: ['seller-dashboard'],
        summary: 'A product to edit: its seller, or an admin (403 for anyone else)',
        description: 'A frozen seller may read it (the dashboard shows why it cannot be changed).',
        security: [{ bearer: [] }],
        params: idParamSchema,
        response: {
          200: reply('The product', productSchema),
          ...errorReplies(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { id } = await ownedProduct(app.db, user, request.params.id);
      const product = await findProductById(app.db, id);
      if (!product) throw notFound('productNotFound');
      return product;
    },
  );
};

export default dashboardRoutes;
