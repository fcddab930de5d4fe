import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAgentSchema,
  agentInputSchema,
  agentPatchSchema,
  agentTestLinkInputSchema,
  agentTestLinkReplySchema,
  idParamSchema,
  isReadableAgentColor,
  PLATFORMS,
  type Platform,
} from '@curio/shared';
import { signedInUser } from '../accounts/auth-plugin';
import { recordAudit } from '../audit/audit-log';
import { isBuiltInAgent, tryBuyLink } from '../buy/agent-links';
import { agents, colors, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { errorReplies, reply } from '../http/replies';

const errors = errorReplies(400, 401, 403, 404, 409);
const security = [{ bearer: [] }];

/** The sample items of the admin's "Test link": one real-shaped link per platform. */
const SAMPLE_SHOP_LINKS: Record<Platform, string> = {
  TAOBAO: 'https://item.taobao.com/item.htm?id=726151416538',
  WEIDIAN: 'https://weidian.com/item.html?itemID=4411223344',
  ALI_1688: 'https://detail.1688.com/offer/623456789012.html',
};

/** An agent cn-links does not know makes its links only from a template: one is required. */
function requireTemplateUnlessBuiltIn(name: string, linkTemplate: string | null): void {
  if (!linkTemplate && !isBuiltInAgent(name)) {
    throw badRequest('agentTemplateRequired', { linkTemplate: 'agentTemplateRequired' });
  }
}

/** Agents with their referral settings (ADMIN). The public list is GET /agents. */
const agentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  async function listAgents(id?: number) {
    const rows = await app.db
      .select({
        id: agents.id,
        name: agents.name,
        themeColorId: agents.themeColorId,
        referralCode: agents.referralCode,
        linkTemplate: agents.linkTemplate,
        colorId: colors.id,
        color: colors.color,
        users: sql<number>`(select count(*)::int from users u where u.agent_id = ${agents.id})`,
      })
      .from(agents)
      .leftJoin(colors, eq(colors.id, agents.themeColorId))
      .where(id === undefined ? undefined : eq(agents.id, id))
      .orderBy(asc(sql`lower(${agents.name})`));
    return rows.map(({ colorId, color, ...agent }) => ({
      ...agent,
      themeColor: colorId !== null && color !== null ? { id: colorId, color } : null,
    }));
  }

  async function oneAgent(id: number) {
    const [agent] = await listAgents(id);
    if (!agent) throw notFound('agentNotFound');
    return agent;
  }

  /** The agent as it would be saved; its theme colour is checked when one is sent. */
  async function checkInput(
    {
      name,
      themeColorId,
      linkTemplate,
    }: { name: string; themeColorId?: number; linkTemplate: string | null },
    exceptId = 0,
  ) {
    requireTemplateUnlessBuiltIn(name, linkTemplate);
    if (themeColorId !== undefined) {
      const [color] = await app.db
        .select({ color: colors.color })
        .from(colors)
        .where(eq(colors.id, themeColorId));
      if (!color) throw badRequest('agentColorRequired', { themeColorId: 'agentColorRequired' });
      if (!isReadableAgentColor(color.color)) {
        throw badRequest('agentColorUnreadable', { themeColorId: 'agentColorUnreadable' });
      }
    }
    const [taken] = await app.db
      .select({ id: agents.id })
      .from(agents)
      .where(sql`lower(${agents.name}) = ${name.toLowerCase()} and ${agents.id} <> ${exceptId}`);
    if (taken) throw conflict('lookupExists');
  }

  app.get(
    '/admin/agents',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'listAdminAgents',
        tags: ['admin'],
        summary: 'Agents with referral code, link template and how many users chose each',
        security,
        response: { 200: reply('The agents', z.array(adminAgentSchema)), ...errors },
      },
    },
    async () => listAgents(),
  );

  app.post(
    '/admin/agents/test-link',
    {
      config: { auth: 'ADMIN', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'testAgentLink',
        tags: ['admin'],
        summary: 'The Buy links a sample Taobao, Weidian and 1688 item would get from an agent',
        description:
          'The agent as typed in the form, not saved: the same checks as saving, the same links as Buy.',
        security,
        body: agentTestLinkInputSchema,
        response: {
          200: reply('Per platform, the link or why none', agentTestLinkReplySchema),
          ...errors,
        },
      },
    },
    async (request) => {
      const { name, referralCode, linkTemplate } = request.body;
      requireTemplateUnlessBuiltIn(name, linkTemplate);
      const agent = { name, referralCode, linkTemplate: linkTemplate || null };
      return {
        links: PLATFORMS.map((platform) => ({
          platform,
          sampleLink: SAMPLE_SHOP_LINKS[platform],
          ...tryBuyLink(agent, SAMPLE_SHOP_LINKS[platform]),
        })),
      };
    },
  );

  app.post(
    '/agents',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'createAgent',
        tags: ['admin'],
        summary: 'Add an agent',
        security,
        body: agentInputSchema,
        response: { 201: reply('The new agent', adminAgentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const admin = signedInUser(request);
      const input = request.body;
      await checkInput(input);
      const [created] = await app.db
        .insert(agents)
        .values({ ...input, linkTemplate: input.linkTemplate || null })
        .returning({ id: agents.id });
      const id = created?.id ?? 0;
      await recordAudit(app.db, {
        actorId: admin.id,
        action: 'agent.create',
        targetType: 'agent',
        targetId: id,
        details: { name: input.name },
      });
      return reply.code(201).send(await oneAgent(id));
    },
  );

  app.patch(
    '/agents/:id',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'updateAgent',
        tags: ['admin'],
        summary: 'Change an agent: only the fields sent',
        security,
        params: idParamSchema,
        body: agentPatchSchema,
        response: { 200: reply('The changed agent', adminAgentSchema), ...errors },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const [existing] = await app.db.select().from(agents).where(eq(agents.id, request.params.id));
      if (!existing) throw notFound('agentNotFound');
      const input = request.body;
      const changes =
        input.linkTemplate === undefined
          ? input
          : { ...input, linkTemplate: input.linkTemplate || null };
      await checkInput(
        {
          name: changes.name ?? existing.name,
          themeColorId: changes.themeColorId,
          linkTemplate:
            changes.linkTemplate === undefined ? existing.linkTemplate : changes.linkTemplate,
        },
        existing.id,
      );
      await app.db
        .update(agents)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(agents.id, existing.id));
      await recordAudit(app.db, {
        actorId: admin.id,
        action: 'agent.update',
        targetType: 'agent',
        targetId: existing.id,
        details: {
          from: existing.name,
          to: changes.name ?? existing.name,
          fields: Object.keys(input),
        },
      });
      return oneAgent(existing.id);
    },
  );

  app.delete(
    '/agents/:id',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'deleteAgent',
        tags: ['admin'],
        summary: 'Delete an agent (409 while users have chosen it)',
        security,
        params: idParamSchema,
        response: {
          200: reply(
            'The agent is deleted',
            z.object({ id: z.number().int(), deleted: z.literal(true) }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const [existing] = await app.db.select().from(agents).where(eq(agents.id, request.params.id));
      if (!existing) throw notFound('agentNotFound');
      const [inUse] = await app.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.agentId, existing.id));
      if ((inUse?.n ?? 0) > 0) throw conflict('agentInUse');
      await app.db.delete(agents).where(eq(agents.id, existing.id));
      await recordAudit(app.db, {
        actorId: admin.id,
        action: 'agent.delete',
        targetType: 'agent',
        targetId: existing.id,
        details: { name: existing.name },
      });
      return { id: existing.id, deleted: true as const };
    },
  );
};

export default agentAdminRoutes;
