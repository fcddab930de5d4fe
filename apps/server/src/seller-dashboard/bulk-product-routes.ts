import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkProductsReplySchema, bulkProductsRequestSchema } from '@curio/shared';
import { recordAudit } from '../audit/audit-log';
import { signedInUser } from '../accounts/auth-plugin';
import type { MediaStorage } from '../media/storage';
import { errorReplies, reply } from '../http/replies';
import { runBulkAction } from './bulk-products';
import { removeUnusedImages } from './image-cleanup';

const bulkProductRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (
  app,
  { storage },
) => {
  app.post(
    '/dashboard/products/bulk',
    {
      config: { auth: 'SELLER', refuseFrozen: 'frozenSeller' },
      schema: {
        operationId: 'bulkChangeDashboardProducts',
        tags: ['seller-dashboard'],
        summary: 'One action on many products: delete, add or remove a category, change the price',
        description:
          'The products are named by `ids` (at most LIMITS.bulkProductIdsMax) or are every product ' +
          "matching a dashboard search (`by: 'matching'`). A seller acts on their own products, an " +
          'admin on any. All change in one transaction, or none (a price leaving 0.01–1000000, a ' +
          'product left without a category).',
        security: [{ bearer: [] }],
        body: bulkProductsRequestSchema,
        response: {
          200: reply('How many products were selected and changed', bulkProductsReplySchema),
          ...errorReplies(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { selection, action } = request.body;
      const outcome = await runBulkAction(app.db, user, selection, action);
      await removeUnusedImages(app.db, storage, outcome.releasedImages);
      if (outcome.othersProductIds.length > 0) {
        await recordAudit(app.db, {
          actorId: user.id,
          action: `product.bulk.${action.type}`,
          targetType: 'product',
          details: { action, productIds: outcome.othersProductIds, changed: outcome.changed },
        });
      }
      return { selected: outcome.selected, changed: outcome.changed };
    },
  );
};

export default bulkProductRoutes;
