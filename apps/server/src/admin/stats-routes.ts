import { count, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsSchema } from '@curio/shared';
import { agents, products, users } from '../db/schema';
import { rowsOf } from '../db/rows';
import { errorReplies, reply } from '../http/replies';

const DAYS = 30;

/** Platform statistics from recorded data (the spec's placeholders replaced by real events). */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'getStats',
        tags: ['admin'],
        summary: 'Users, products, agents, users per agent, views, purchase clicks, conversion',
        security: [{ bearer: [] }],
        response: { 200: reply('The statistics', statsSchema), ...errorReplies(401, 403) },
      },
    },
    async () => {
      const [[userCount], [productCount], [agentCount]] = await Promise.all([
        app.db.select({ n: count() }).from(users),
        app.db.select({ n: count() }).from(products),
        app.db.select({ n: count() }).from(agents),
      ]);
      const distribution = rowsOf<{ name: string | null; users: number }>(
        await app.db.execute(sql`
          select a.name, count(u.id)::int as users
          from users u left join agents a on a.id = u.agent_id
          group by a.name
          order by a.name nulls last`),
      );
      const totals = rowsOf<{ views: number; clicks: number }>(
        await app.db.execute(sql`
          select count(*) filter (where type = 'product_view')::int as views,
                 count(*) filter (where type = 'purchase_click')::int as clicks
          from events`),
      )[0] ?? { views: 0, clicks: 0 };
      const daily = rowsOf<{ date: string; views: number; clicks: number }>(
        await app.db.execute(sql`
          select to_char(d.day, 'YYYY-MM-DD') as date,
                 count(e.id) filter (where e.type = 'product_view')::int as views,
                 count(e.id) filter (where e.type = 'purchase_click')::int as clicks
          from generate_series(current_date - ${DAYS - 1}::int, current_date, interval '1 day') as d(day)
          left join events e on e.created_at >= d.day and e.created_at < d.day + interval '1 day'
          group by d.day order by d.day`),
      );
      const conversionRate =
        totals.views > 0 ? Math.round((totals.clicks / totals.views) * 1000) / 10 : 0;
      return {
        registeredUsers: userCount?.n ?? 0,
        totalProducts: productCount?.n ?? 0,
        availableAgents: agentCount?.n ?? 0,
        agentDistribution: distribution,
        productViews: totals.views,
        purchaseClicks: totals.clicks,
        conversionRate,
        daily,
      };
    },
  );
};

export default statsRoutes;
