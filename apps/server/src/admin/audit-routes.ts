import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntrySchema, LIMITS, pageQuery, pageSchema, toPage } from '@curio/shared';
import { auditLog, users } from '../db/schema';
import { errorReplies, reply } from '../http/replies';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'listAuditEntries',
        tags: ['admin'],
        summary: 'What admins did, newest first',
        security: [{ bearer: [] }],
        querystring: pageQuery(LIMITS.dashboardPageSize),
        response: {
          200: reply('A page of audit entries', pageSchema(auditEntrySchema)),
          ...errorReplies(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const [total] = await app.db.select({ n: count() }).from(auditLog);
      const rows = await app.db
        .select({ entry: auditLog, actorName: users.username })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(size)
        .offset(page * size);
      return toPage(
        rows.map(({ entry, actorName }) => ({
          id: entry.id,
          actor:
            entry.actorId !== null && actorName !== null
              ? { id: entry.actorId, username: actorName }
              : null,
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          details: entry.details,
          createdAt: entry.createdAt.toISOString(),
        })),
        page,
        size,
        total?.n ?? 0,
      );
    },
  );
};

export default auditRoutes;
