import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyLinkReplySchema, idParamSchema } from '@curio/shared';
import { signedInUser } from '../accounts/auth-plugin';
import { agents, events, products } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { buyLinkFor, BuyLinkError } from './agent-links';
import { errorReplies, reply } from '../http/replies';

const buyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/:id/buy-link',
    {
      config: { auth: 'signed-in', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'createBuyLink',
        tags: ['buy'],
        summary: "The purchasing-agent link for a product, with the agent's referral code",
        description: 'Records a purchase click. Needs an agent on the profile.',
        security: [{ bearer: [] }],
        params: idParamSchema,
        response: {
          200: reply('The link to open', buyLinkReplySchema),
          ...errorReplies(400, 401, 404, 429),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const [product] = await app.db
        .select({ id: products.id, productLink: products.productLink })
        .from(products)
        .where(eq(products.id, request.params.id));
      if (!product) throw notFound('productNotFound');
      const [agent] = user.agentId
        ? await app.db.select().from(agents).where(eq(agents.id, user.agentId))
        : [];
      if (!agent) throw badRequest('assignAgent');
      let url: string;
      try {
        url = buyLinkFor(agent, product.productLink);
      } catch (error) {
        if (error instanceof BuyLinkError) throw badRequest(error.code);
        throw error;
      }
      await app.db.insert(events).values({
        type: 'purchase_click',
        productId: product.id,
        userId: user.id,
        agentId: agent.id,
      });
      return { url };
    },
  );
};

export default buyRoutes;
