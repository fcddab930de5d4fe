import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactBodySchema,
  contactMessageSchema,
  contactReplySchema,
  idParamSchema,
  inboxQuerySchema,
  markReadSchema,
  MESSAGES,
  pageSchema,
  toPage,
} from '@curio/shared';
import { signedInUser } from '../accounts/auth-plugin';
import { recordAudit } from '../audit/audit-log';
import { contactMessages } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { challengeSchema, type Captcha } from './captcha';
import type { ContactMailer } from './mailer';
import { errorReplies, reply } from '../http/replies';

const security = [{ bearer: [] }];
const adminErrors = errorReplies(400, 401, 403, 404);

function view(row: typeof contactMessages.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    read: row.readAt !== null,
    forwarded: row.forwardedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const contactRoutes: FastifyPluginAsyncZod<{
  captcha: Captcha;
  mailer: ContactMailer | undefined;
}> = async (app, { captcha, mailer }) => {
  app.get(
    '/captcha/challenge',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getCaptchaChallenge',
        tags: ['contact'],
        summary: 'A proof-of-work challenge for the ALTCHA widget',
        response: {
          200: reply('A challenge, valid for ten minutes', challengeSchema),
        },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await captcha.challenge()),
  );

  app.post(
    '/contact',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        operationId: 'sendContactMessage',
        tags: ['contact'],
        summary: 'Write to the operators (stored; forwarded by mail when configured)',
        body: contactBodySchema,
        response: {
          200: reply('The message is stored', contactReplySchema),
          ...errorReplies(400, 429),
        },
      },
    },
    async (request) => {
      const { altcha, ...form } = request.body;
      if (!(await captcha.accept(altcha))) {
        throw badRequest('captchaRequired', { altcha: 'captchaRequired' });
      }
      const [stored] = await app.db.insert(contactMessages).values(form).returning();
      if (stored && mailer) {
        // Stored first: a mail server that is down loses nothing, and the writer is not kept waiting.
        const id = stored.id;
        mailer.forward({ ...form, id }).then(
          () =>
            app.db
              .update(contactMessages)
              .set({ forwardedAt: new Date() })
              .where(eq(contactMessages.id, id)),
          (error: unknown) =>
            request.log.warn({ err: error }, `Contact message ${id} was not forwarded`),
        );
      }
      return { success: true as const, message: MESSAGES.contactThanks };
    },
  );

  app.get(
    '/admin/messages',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'listContactMessages',
        tags: ['admin'],
        summary: 'The contact inbox, newest first',
        security,
        querystring: inboxQuerySchema,
        response: {
          200: reply('A page of messages', pageSchema(contactMessageSchema)),
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const { page, size, unread } = request.query;
      const where =
        unread === undefined
          ? undefined
          : unread
            ? isNull(contactMessages.readAt)
            : isNotNull(contactMessages.readAt);
      const [total] = await app.db.select({ n: count() }).from(contactMessages).where(where);
      const rows = await app.db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(size)
        .offset(page * size);
      return toPage(rows.map(view), page, size, total?.n ?? 0);
    },
  );

  app.patch(
    '/admin/messages/:id',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'markContactMessage',
        tags: ['admin'],
        summary: 'Mark a message read or unread',
        security,
        params: idParamSchema,
        body: markReadSchema,
        response: { 200: reply('The message', contactMessageSchema), ...adminErrors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(contactMessages)
        .set({ readAt: request.body.read ? new Date() : null })
        .where(eq(contactMessages.id, request.params.id))
        .returning();
      if (!row) throw notFound('messageNotFound');
      return view(row);
    },
  );

  app.delete(
    '/admin/messages/:id',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'deleteContactMessage',
        tags: ['admin'],
        summary: 'Delete a message',
        security,
        params: idParamSchema,
        response: {
          200: reply(
            'The message is deleted',
            z.object({ id: z.number().int(), deleted: z.literal(true) }),
          ),
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const [row] = await app.db
        .delete(contactMessages)
        .where(and(eq(contactMessages.id, request.params.id)))
        .returning({ id: contactMessages.id, email: contactMessages.email });
      if (!row) throw notFound('messageNotFound');
      await recordAudit(app.db, {
        actorId: admin.id,
        action: 'contact_message.delete',
        targetType: 'contact_message',
        targetId: row.id,
        details: { email: row.email },
      });
      return { id: row.id, deleted: true as const };
    },
  );
};

export default contactRoutes;
