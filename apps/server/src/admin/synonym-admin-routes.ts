import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSynonymRuleSchema,
  idParamSchema,
  synonymRuleInputSchema,
  synonymRuleText,
  type AdminSynonymRule,
} from '@curio/shared';
import { signedInUser } from '../accounts/auth-plugin';
import { recordAudit } from '../audit/audit-log';
import { searchSynonyms } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { errorReplies, reply } from '../http/replies';

const errors = errorReplies(400, 401, 403, 404, 409);
const security = [{ bearer: [] }];

type Row = typeof searchSynonyms.$inferSelect;

const toReply = (row: Row): AdminSynonymRule => ({
  id: row.id,
  terms: row.terms,
  mapsTo: row.mapsTo,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The search's synonym rules (ADMIN); every change reloads the servers' indexes. */
const synonymAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  async function find(id: number): Promise<Row> {
    const [row] = await app.db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
    if (!row) throw notFound('synonymNotFound');
    return row;
  }

  /** The same terms, case and order aside, as another rule (`curio_synonym_key`, migration 0008). */
  async function refuseDuplicate(terms: readonly string[], exceptId = 0) {
    const [taken] = await app.db
      .select({ id: searchSynonyms.id })
      .from(searchSynonyms)
      .where(
        sql`curio_synonym_key(${searchSynonyms.terms}) = curio_synonym_key(${textArray(terms)}) and ${searchSynonyms.id} <> ${exceptId}`,
      );
    if (taken) throw conflict('synonymExists');
  }

  app.get(
    '/admin/synonyms',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'listSynonymRules',
        tags: ['admin'],
        summary: "The search's synonym rules, oldest first",
        security,
        response: { 200: reply('The synonym rules', z.array(adminSynonymRuleSchema)), ...errors },
      },
    },
    async () => {
      const rows = await app.db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id));
      return rows.map(toReply);
    },
  );

  app.post(
    '/admin/synonyms',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'createSynonymRule',
        tags: ['admin'],
        summary: 'Add a synonym rule (409 when another rule has the same terms)',
        security,
        body: synonymRuleInputSchema,
        response: { 201: reply('The new rule', adminSynonymRuleSchema), ...errors },
      },
    },
    async (request, reply) => {
      const admin = signedInUser(request);
      const { terms, mapsTo } = request.body;
      await refuseDuplicate(terms);
      const [created] = await app.db.insert(searchSynonyms).values({ terms, mapsTo }).returning();
      if (!created) throw new Error('The synonym rule was not inserted');
      await recordAudit(app.db, {
        actorId: admin.id,
        action: 'synonym.create',
        targetType: 'synonym',
        targetId: created.id,
        details: {
          name: synonymRuleText(created),
          terms,
          mapsTo,
        },
      });
      return reply.code(201).send(toReply(created));
    },
  );

  app.patch(
    '/admin/synonyms/:id',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'updateSynonymRule',
        tags: ['admin'],
        summary: 'Change a synonym rule (409 when another rule has the same terms)',
        security,
        params: idParamSchema,
        body: synonymRuleInputSchema,
        response: { 200: reply('The changed rule', adminSynonymRuleSchema), ...errors },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const existing = await find(request.params.id);
      const { terms, mapsTo } = request.body;
      await refuseDuplicate(terms, existing.id);
      const [updated] = await app.db
        .update(searchSynonyms)
        .set({ terms, mapsTo, updatedAt: new Date() })
        .where(eq(searchSynonyms.id, existing.id))
        .returning();
      if (!updated) throw notFound('synonymNotFound');
      await recordAudit(app.db, {
        actorId: admin.id,
        action: 'synonym.update',
        targetType: 'synonym',
        targetId: existing.id,
        details: {
          from: synonymRuleText(existing),
          to: synonymRuleText(updated),
          terms,
          mapsTo,
        },
      });
      return toReply(updated);
    },
  );

  app.delete(
    '/admin/synonyms/:id',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'deleteSynonymRule',
        tags: ['admin'],
        summary: 'Delete a synonym rule',
        security,
        params: idParamSchema,
        response: {
          200: reply(
            'The rule is deleted',
            z.object({ id: z.number().int(), deleted: z.literal(true) }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const existing = await find(request.params.id);
      await app.db.delete(searchSynonyms).where(eq(searchSynonyms.id, existing.id));
      await recordAudit(app.db, {
        actorId: admin.id,
        action: 'synonym.delete',
        targetType: 'synonym',
        targetId: existing.id,
        details: {
          name: synonymRuleText(existing),
          terms: existing.terms,
          mapsTo: existing.mapsTo,
        },
      });
      return { id: existing.id, deleted: true as const };
    },
  );
};

export default synonymAdminRoutes;
