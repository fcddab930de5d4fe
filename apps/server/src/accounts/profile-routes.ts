import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  errorBodySchema,
  idParamSchema,
  MESSAGES,
  profileEditReplySchema,
  profileEditSchema,
  verifyRoleReplySchema,
} from '@curio/shared';
import { agents, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { hashPassword } from './passwords';
import { loadCurrentUser } from './user-view';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const bearer = [{ bearer: [] }];

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  async function currentUser(id: number) {
    const user = await loadCurrentUser(app.db, id);
    if (!user) throw notFound(MESSAGES.userNotFound);
    return user;
  }

  app.get(
    '/accounts/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => currentUser((await app.requireUser(request)).id),
  );

  app.get(
    '/accounts/verify-role',
    {
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's role, from the database",
        security: bearer,
        response: { 200: verifyRoleReplySchema, ...errors },
      },
    },
    async (request) => ({ role: (await app.requireUser(request)).role }),
  );

  app.get(
    '/accounts/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'One user (yourself, or anyone for an admin)',
        security: bearer,
        params: idParamSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await app.requireUser(request);
      if (caller.id !== request.params.id && caller.role !== 'ADMIN')
        throw forbidden(MESSAGES.forbidden);
      return currentUser(request.params.id);
    },
  );

  app.patch(
    '/accounts/edit',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Edit your profile; a blank password keeps the current one',
        description: 'Answers a new `token` when the password changed (older tokens stop working).',
        security: bearer,
        body: profileEditSchema,
        response: { 200: profileEditReplySchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      if (user.frozen) throw forbidden(MESSAGES.accountFrozen);
      const { username, email, password, agentId } = request.body;

      const [taken] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            ne(users.id, user.id),
            or(
              eq(sql`lower(${users.username})`, username.toLowerCase()),
              eq(sql`lower(${users.email})`, email.toLowerCase()),
              // A username may not be someone's email either: sign-in takes both in one field.
              eq(sql`lower(${users.email})`, username.toLowerCase()),
            ),
          ),
        )
        .limit(1);
      if (taken) throw conflict(MESSAGES.accountExists);

      if (agentId !== undefined && agentId !== null) {
        const [agent] = await app.db
          .select({ id: agents.id })
          .from(agents)
          .where(eq(agents.id, agentId));
        if (!agent) throw badRequest(MESSAGES.agentNotFound, { agentId: MESSAGES.agentNotFound });
      }

      const changesPassword = Boolean(password);
      const [updated] = await app.db
        .update(users)
        .set({
          username,
          email,
          ...(agentId !== undefined ? { agentId } : {}),
          ...(password ? { passwordHash: await hashPassword(password) } : {}),
          ...(changesPassword ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning({ tokenVersion: users.tokenVersion });
      if (!updated) throw notFound(MESSAGES.userNotFound);
      const token = changesPassword
        ? await app.tokens.sign({ userId: user.id, tokenVersion: updated.tokenVersion })
        : undefined;
      return { user: await currentUser(user.id), ...(token ? { token } : {}) };
    },
  );
};

export default profileRoutes;
