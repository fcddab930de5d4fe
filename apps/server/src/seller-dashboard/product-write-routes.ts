import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  productInputSchema,
  productPatchSchema,
  productSchema,
} from '@curio/shared';
import { recordAudit } from '../audit/audit-log';
import { signedInUser } from '../accounts/auth-plugin';
import { findProductById } from '../catalog/product-queries';
import { productImages, products } from '../db/schema';
import { ownedProduct } from './product-ownership';
import { notFound } from '../http/errors';
import type { MediaStorage } from '../media/storage';
import { deleteWithImages, removeUnusedImages } from './image-cleanup';
import { createProduct, imageKeysOf, updateProduct } from './product-writes';
import { errorReplies, reply } from '../http/replies';
import { shopLinkToStore, type ShortLinkResolver } from './short-links';

const errors = errorReplies(400, 401, 403, 404);
const security = [{ bearer: [] }];

const productWriteRoutes: FastifyPluginAsyncZod<{
  storage: MediaStorage;
  shortLinks: ShortLinkResolver;
}> = async (app, { storage, shortLinks }) => {
  /** Who may manage products now: SELLER or ADMIN, and not frozen (checked before validation). */
  const activeSeller = { auth: 'SELLER', refuseFrozen: 'frozenSeller' } as const;

  async function productReply(productId: number) {
    const product = await findProductById(app.db, productId);
    if (!product) throw notFound('productNotFound');
    return product;
  }

  app.post(
    '/products',
    {
      config: activeSeller,
      schema: {
        operationId: 'createProduct',
        tags: ['seller-dashboard'],
        summary: 'Add a product (SELLER or ADMIN)',
        security,
        body: productInputSchema,
        response: { 201: reply('The new product', productSchema), ...errors },
      },
    },
    async (request, res) => {
      const user = signedInUser(request);
      const productLink = await shopLinkToStore(shortLinks, request.body.productLink);
      const imageKeys = await imageKeysOf(storage, request.body.imageUrls);
      const id = await createProduct(app.db, user.id, { ...request.body, productLink }, imageKeys);
      return res.code(201).send(await productReply(id));
    },
  );

  app.patch(
    '/products/:id',
    {
      config: activeSeller,
      schema: {
        operationId: 'updateProduct',
        tags: ['seller-dashboard'],
        summary: 'Change a product (its seller, or an admin)',
        security,
        params: idParamSchema,
        body: productPatchSchema,
        response: { 200: reply('The changed product', productSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const product = await ownedProduct(app.db, user, request.params.id);
      const imageKeys = request.body.imageUrls
        ? await imageKeysOf(storage, request.body.imageUrls)
        : undefined;
      const { productLink } = request.body;
      const changes = productLink
        ? { ...request.body, productLink: await shopLinkToStore(shortLinks, productLink) }
        : request.body;
      const dropped = await updateProduct(app.db, product.id, changes, imageKeys);
      await removeUnusedImages(app.db, storage, dropped);
      if (product.sellerId !== user.id) {
        await recordAudit(app.db, {
          actorId: user.id,
          action: 'product.update',
          targetType: 'product',
          targetId: product.id,
          details: { fields: Object.keys(request.body) },
        });
      }
      return productReply(product.id);
    },
  );

  app.delete(
    '/products/:id',
    {
      config: activeSeller,
      schema: {
        operationId: 'deleteProduct',
        tags: ['seller-dashboard'],
        summary: 'Delete a product (its seller, or an admin); its unused images go too',
        security,
        params: idParamSchema,
        response: {
          200: reply(
            'The product is deleted',
            z.object({ id: z.number().int(), deleted: z.literal(true) }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const product = await ownedProduct(app.db, user, request.params.id);
      await deleteWithImages(
        app.db,
        storage,
        (tx) =>
          tx
            .select({ key: productImages.imageKey })
            .from(productImages)
            .where(eq(productImages.productId, product.id)),
        (tx) => tx.delete(products).where(eq(products.id, product.id)),
      );
      if (product.sellerId !== user.id) {
        await recordAudit(app.db, {
          actorId: user.id,
          action: 'product.delete',
          targetType: 'product',
          targetId: product.id,
          details: { name: product.name, sellerId: product.sellerId },
        });
      }
      return { id: product.id, deleted: true as const };
    },
  );
};

export default productWriteRoutes;
