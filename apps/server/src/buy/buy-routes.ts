import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyLinkReplySchema, buyOptionsSchema, idParamSchema, parseShopLink } from '@curio/shared';
import { signedInUser } from '../accounts/auth-plugin';
import { agents, products } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { errorReplies, reply } from '../http/replies';
import { accountVisitor, countOnce } from '../stats/count-once';
import { isCrawler } from '../stats/crawlers';
import { tryBuyLink } from './agent-links';

const buyRoutes: FastifyPluginAsyncZod = async (app) => {
  async function productLinkOf(id: number): Promise<string | null> {
    const [product] = await app.db
      .select({ productLink: products.productLink })
      .from(products)
      .where(eq(products.id, id));
    if (!product) throw notFound('productNotFound');
    return product.productLink;
  }

  app.get(
    '/products/:id/buy-options',
    {
      schema: {
        operationId: 'getBuyOptions',
        tags: ['buy'],
        summary: "Which agents can make the product's Buy link, and why not for the others",
        params: idParamSchema,
        response: {
          200: reply('Per agent, whether Buy works', buyOptionsSchema),
          ...errorReplies(400, 404),
        },
      },
    },
    async (request) => {
      const productLink = await productLinkOf(request.params.id);
      const rows = await app.db
        .select()
        .from(agents)
        .orderBy(asc(sql`lower(${agents.name})`));
      return {
        platform: (productLink ? parseShopLink(productLink)?.platform : null) ?? null,
        agents: rows.map((agent) => {
          const { reason } = tryBuyLink(agent, productLink);
          return { agentId: agent.id, name: agent.name, available: reason === null, reason };
        }),
      };
    },
  );

  app.post(
    '/products/:id/buy-link',
    {
      config: { auth: 'signed-in', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'createBuyLink',
        tags: ['buy'],
        summary: "The purchasing-agent link for a product, with the agent's referral code",
        description:
          'Records a purchase click, at most one per account and product per 24 hours. Needs an ' +
          'agent on the profile.',
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
      const productLink = await productLinkOf(request.params.id);
      const [agent] = user.agentId
        ? await app.db.select().from(agents).where(eq(agents.id, user.agentId))
        : [];
      if (!agent) throw badRequest('assignAgent');
      const link = tryBuyLink(agent, productLink);
      if (link.url === null) throw badRequest(link.reason);
      if (!isCrawler(request.headers['user-agent'])) {
        await countOnce(app.db, {
          type: 'purchase_click',
          productId: request.params.id,
          visitors: [accountVisitor(user.id)],
          userId: user.id,
          agentId: agent.id,
        });
      }
      return { url: link.url };
    },
  );
};

export default buyRoutes;
