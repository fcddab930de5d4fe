import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS, PATH_ID_PATTERN, pathIdSchema, sellerSchema } from '@curio/shared';
import { z } from 'zod';
import { users } from '../db/schema';
import { notFound } from '../http/errors';
import { errorReplies, reply } from '../http/replies';
import { avatarUrl } from '../media/urls';
import { findProductsByIds } from './product-queries';

const SELLER_PAGE_SIZE = LIMITS.homePageSize;

const sellerParamsSchema = z.object({
  // A malformed id is simply no seller (the spec's one message), not a validation error; the
  // description still calls it an integer id, as clients should send it.
  id: z.string().max(20).meta({ pattern: PATH_ID_PATTERN.source }),
});

const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/:id/seller',
    {
      config: { publicCache: true, catalogueVersioned: true },
      schema: {
        operationId: 'getSeller',
        tags: ['catalog'],
        summary: "A seller's public page: name, picture and newest products",
        params: sellerParamsSchema,
        response: { 200: reply('The seller', sellerSchema), ...errorReplies(404) },
      },
    },
    async (request) => {
      const parsed = pathIdSchema.safeParse(request.params.id);
      const id = parsed.success ? parsed.data : 0;
      const [seller] = await app.db
        .select({
          id: users.id,
          username: users.username,
          role: users.role,
          pictureKey: users.pictureKey,
        })
        .from(users)
        .where(eq(users.id, id));
      const page = seller
        ? await app.catalog.pageIds({
            page: 0,
            size: SELLER_PAGE_SIZE,
            sellerId: seller.id,
            categories: [],
            colors: [],
            name: undefined,
            sort: 'newest',
          })
        : undefined;
      // A seller is an account that may sell, or one whose products are still listed.
      if (!seller || !page || (seller.role === 'USER' && page.total === 0)) {
        throw notFound('sellerNotFound');
      }
      return {
        id: seller.id,
        name: seller.username,
        profilePicture: seller.pictureKey
          ? { pictureUrl: avatarUrl(seller.pictureKey, 100) }
          : null,
        products: await findProductsByIds(app.db, page.ids),
        productCount: page.total,
      };
    },
  );
};

export default sellerRoutes;
