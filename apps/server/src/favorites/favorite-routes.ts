import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoriteStateSchema, productIdParamSchema, productSchema } from '@curio/shared';
import { signedInUser } from '../accounts/auth-plugin';
import { findProductsByIds } from '../catalog/product-queries';
import { favorites, products } from '../db/schema';
import { notFound } from '../http/errors';
import { errorReplies, reply } from '../http/replies';

const errors = errorReplies(400, 401, 404);
const security = [{ bearer: [] }];

/** A signed-in user's favourites: adding or removing twice is the same as once. */
const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favorites',
    {
      config: { auth: 'signed-in' },
      schema: {
        operationId: 'listFavorites',
        tags: ['favorites'],
        summary: 'Your favourite products, most recently added first',
        security,
        response: { 200: reply('The favourite products', z.array(productSchema)), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const rows = await app.db
        .select({ productId: favorites.productId })
        .from(favorites)
        .where(eq(favorites.userId, user.id))
        .orderBy(desc(favorites.createdAt), desc(favorites.productId));
      return findProductsByIds(
        app.db,
        rows.map((row) => row.productId),
      );
    },
  );

  app.post(
    '/favorites/:productId',
    {
      config: { auth: 'signed-in' },
      schema: {
        operationId: 'addFavorite',
        tags: ['favorites'],
        summary: 'Add a product to your favourites',
        security,
        params: productIdParamSchema,
        response: { 200: reply('The product is a favourite', favoriteStateSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { productId } = request.params;
      const [product] = await app.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId));
      if (!product) throw notFound('productNotFound');
      await app.db.insert(favorites).values({ userId: user.id, productId }).onConflictDoNothing();
      return { productId, favorited: true };
    },
  );

  app.delete(
    '/favorites/:productId',
    {
      config: { auth: 'signed-in' },
      schema: {
        operationId: 'removeFavorite',
        tags: ['favorites'],
        summary: 'Remove a product from your favourites',
        security,
        params: productIdParamSchema,
        response: { 200: reply('The product is not a favourite', favoriteStateSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { productId } = request.params;
      await app.db
        .delete(favorites)
        .where(and(eq(favorites.userId, user.id), eq(favorites.productId, productId)));
      return { productId, favorited: false };
    },
  );
};

export default favoriteRoutes;
