import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentSchema, categorySchema, colorSchema, sizeSchema } from '@curio/shared';
import { agents, categories, colors, sizes } from '../db/schema';

/** The public lookup lists (the admin's writes come with the admin panel). */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicList = { config: { publicCache: true } } as const;

  app.get(
    '/categories',
    { ...publicList, schema: { tags: ['lookups'], response: { 200: z.array(categorySchema) } } },
    () =>
      app.db
        .select()
        .from(categories)
        .orderBy(asc(sql`lower(${categories.name})`)),
  );

  app.get(
    '/colors',
    { ...publicList, schema: { tags: ['lookups'], response: { 200: z.array(colorSchema) } } },
    () =>
      app.db
        .select()
        .from(colors)
        .orderBy(asc(sql`lower(${colors.color})`)),
  );

  app.get(
    '/sizes',
    { ...publicList, schema: { tags: ['lookups'], response: { 200: z.array(sizeSchema) } } },
    () =>
      app.db
        .select({ id: sizes.id, size: sizes.size })
        .from(sizes)
        .orderBy(asc(sizes.sortOrder), asc(sizes.size)),
  );

  app.get(
    '/agents',
    { ...publicList, schema: { tags: ['lookups'], response: { 200: z.array(agentSchema) } } },
    async () => {
      const rows = await app.db
        .select({
          id: agents.id,
          name: agents.name,
          themeColorId: agents.themeColorId,
          colorId: colors.id,
          color: colors.color,
        })
        .from(agents)
        .leftJoin(colors, eq(colors.id, agents.themeColorId))
        .orderBy(asc(sql`lower(${agents.name})`));
      return rows.map(({ colorId, color, ...agent }) => ({
        ...agent,
        themeColor: colorId !== null && color !== null ? { id: colorId, color } : null,
      }));
    },
  );
};

export default lookupRoutes;
