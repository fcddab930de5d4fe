import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardProductSchema,
  dashboardProductsQuerySchema,
  errorBodySchema,
  pageSchema,
} from '@curio/shared';
import { signedInUser } from '../accounts/auth-plugin';
import { findDashboardProducts } from './dashboard-products';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/products',
    {
      config: { auth: 'SELLER' },
      schema: {
        tags: ['products'],
        summary: "The dashboard's product list: a seller's own, or all for an admin",
        description: '`filter` is all, name, description, price, category, color, size or seller.',
        security: [{ bearer: [] }],
        querystring: dashboardProductsQuerySchema,
        response: {
          200: pageSchema(dashboardProductSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return findDashboardProducts(app.db, user, request.query);
    },
  );
};

export default dashboardRoutes;
