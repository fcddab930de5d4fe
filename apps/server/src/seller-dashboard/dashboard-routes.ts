import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardProductSchema, dashboardProductsQuerySchema, pageSchema } from '@curio/shared';
import { signedInUser } from '../accounts/auth-plugin';
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
};

export default dashboardRoutes;
