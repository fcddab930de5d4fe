import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, eventBodySchema } from '@curio/shared';
import { events, products } from '../db/schema';
import { notFound } from '../http/errors';

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/events',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['stats'],
        summary: 'Record a product view (for the statistics)',
        body: eventBodySchema,
        response: {
          204: z.null(),
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { productId } = request.body;
      const [product] = await app.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId));
      if (!product) throw notFound('productNotFound');
      await app.db.insert(events).values({ type: 'product_view', productId });
      return reply.code(204).send(null);
    },
  );
};

export default eventRoutes;
