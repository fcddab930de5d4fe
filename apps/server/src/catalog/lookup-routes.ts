import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentSchema, categorySchema, colorSchema, sizeSchema } from '@curio/shared';
import { agents, categories, colors, sizes } from '../db/schema';
import { reply } from '../http/replies';

/** The public lookup lists (the admin's writes come with the admin panel). */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicList = { config: { publicCache: true } } as const;
  // Lookup names show in pages; their changes move the catalogue's version.
  const pageList = { config: { publicCache: true, catalogueVersioned: true } } as const;

  app.get(
    '/categories',
    {
      ...pageList,
      schema: {
        operationId: 'listCategories',
        tags: ['catalog'],
        summary: 'All categories, by English name, with their names in the other languages',
        response: { 200: reply('The categories', z.array(categorySchema)) },
      },
    },
    () =>
      app.db
        .select()
        .from(categories)
        .orderBy(asc(sql`lower(${categories.name})`)),
  );

  app.get(
    '/colors',
    {
      ...pageList,
      schema: {
        operationId: 'listColors',
        tags: ['catalog'],
        summary: 'All colours, by English name, with their names in the other languages',
        response: { 200: reply('The colours', z.array(colorSchema)) },
      },
    },
    () =>
      app.db
        .select()
        .from(colors)
        .orderBy(asc(sql`lower(${colors.color})`)),
  );

  app.get(
    '/sizes',
    {
      ...pageList,
      schema: {
        operationId: 'listSizes',
        tags: ['catalog'],
        summary: 'All sizes, in their display order, with their names in the other languages',
        response: { 200: reply('The sizes', z.array(sizeSchema)) },
      },
    },
    () =>
      app.db
        .select({ id: sizes.id, size: sizes.size, translations: sizes.translations })
        .from(sizes)
        .orderBy(asc(sizes.sortOrder), asc(sizes.size)),
  );

  app.get(
    '/agents',
    {
      ...publicList,
      schema: {
        operationId: 'listAgents',
        tags: ['catalog'],
        summary: 'All purchasing agents, by name',
        response: { 200: reply('The purchasing agents', z.array(agentSchema)) },
      },
    },
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
