import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserSchema,
  adminUsersQuerySchema,
  idParamSchema,
  MESSAGES,
  pageSchema,
  successReplySchema,
  roleChangeSchema,
  toPage,
  type AdminUsersQuery,
  type MessageKey,
} from '@curio/shared';
import { recordAudit } from '../audit/audit-log';
import { signedInUser } from '../accounts/auth-plugin';
import { loadCurrentUser } from '../accounts/user-view';
import { escapeLike } from '../db/escape-like';
import { endSessions } from '../accounts/sessions';
import { backupCodes, productImages, products, users } from '../db/schema';
import {
  badRequest,
  forbidden,
  notFound,
  serviceUnavailable,
  tooManyRequests,
} from '../http/errors';
import { mailLanguage } from '../mail/mail-texts';
import { releaseAvatar, removeUnusedAvatar } from '../media/avatars';
import type { MediaStorage } from '../media/storage';
import { deleteWithImages } from '../seller-dashboard/image-cleanup';
import { notePagesChanged } from '../catalog/memory-index/catalog-source';
import { errorReplies, reply } from '../http/replies';

const errors = errorReplies(400, 401, 403, 404);
const security = [{ bearer: [] }];

function searchCondition({ search, filter }: AdminUsersQuery): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  const lowered = search.toLowerCase();
  const byStatus = 'frozen'.startsWith(lowered)
    ? eq(users.frozen, true)
    : 'active'.startsWith(lowered)
      ? eq(users.frozen, false)
      : sql`false`;
  const byField = {
    name: ilike(users.username, pattern),
    email: ilike(users.email, pattern),
    role: ilike(sql`${users.role}::text`, pattern),
    status: byStatus,
  };
  return filter === 'all' ? or(...Object.values(byField)) : byField[filter];
}

/** User management (ADMIN): never on one's own account, so an admin cannot lock themself out. */
const userAdminRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (
  app,
  { storage },
) => {
  async function target(adminId: number, id: number, selfMessage: MessageKey) {
    if (adminId === id) throw forbidden(selfMessage);
    const [user] = await app.db.select().from(users).where(eq(users.id, id));
    if (!user) throw notFound('userNotFound');
    return user;
  }

  async function answer(id: number) {
    const user = await loadCurrentUser(app.db, id);
    if (!user) throw notFound('userNotFound');
    return user;
  }

  app.get(
    '/accounts',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'listUsers',
        tags: ['admin'],
        summary: 'Users, 25 a page, searched by name, email, role or status (frozen/active)',
        security,
        querystring: adminUsersQuerySchema,
        response: { 200: reply('A page of users', pageSchema(adminUserSchema)), ...errors },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const where = searchCondition(request.query);
      const [total] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const ids = await app.db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(size)
        .offset(page * size);
      const content = [];
      for (const { id } of ids) {
        const user = await loadCurrentUser(app.db, id);
        if (user) content.push(user);
      }
      return toPage(content, page, size, total?.n ?? 0);
    },
  );

  app.delete(
    '/accounts/:id',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'deleteUser',
        tags: ['admin'],
        summary: 'Delete a user (and their products); never yourself',
        security,
        params: idParamSchema,
        response: {
          200: reply(
            'The user is deleted',
            z.object({ id: z.number().int(), deleted: z.literal(true) }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const user = await target(admin.id, request.params.id, 'cantDeleteSelf');
      await deleteWithImages(
        app.db,
        storage,
        (tx) =>
          tx
            .selectDistinct({ key: productImages.imageKey })
            .from(productImages)
            .innerJoin(products, eq(products.id, productImages.productId))
            .where(eq(products.sellerId, user.id)),
        async (tx) => {
          await tx.delete(users).where(eq(users.id, user.id));
          await releaseAvatar(tx, user.pictureKey);
          // Their seller page, if they had one, is gone (on every server: catalog_changes).
          await notePagesChanged(tx);
        },
      );
      await removeUnusedAvatar(app.db, storage, user.pictureKey);
      await recordAudit(app.db, {
        actorId: admin.id,
        action: 'user.delete',
        targetType: 'user',
        targetId: user.id,
        details: { username: user.username, email: user.email, role: user.role },
      });
      return { id: user.id, deleted: true as const };
    },
  );

  app.patch(
    '/accounts/:id/role',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'changeUserRole',
        tags: ['admin'],
        summary: "Change a user's role; their older tokens stop working",
        security,
        params: idParamSchema,
        body: roleChangeSchema,
        response: { 200: reply('The user with the new role', adminUserSchema), ...errors },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const user = await target(admin.id, request.params.id, 'cantChangeOwnRole');
      const { role } = request.body;
      if (role !== user.role) {
        await app.db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ role, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
            .where(eq(users.id, user.id));
          // Whether they have a seller page depends on the role (on every server: catalog_changes).
          await notePagesChanged(tx);
        });
        await recordAudit(app.db, {
          actorId: admin.id,
          action: 'user.role',
          targetType: 'user',
          targetId: user.id,
          details: { username: user.username, from: user.role, to: role },
        });
      }
      return answer(user.id);
    },
  );

  app.post(
    '/accounts/:id/reset-2fa',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'resetUserTwoFactor',
        tags: ['admin'],
        summary: "Reset a user's two-factor login (never your own)",
        description:
          "Turns two-factor login off, deletes the backup codes and ends the user's sessions; " +
          'the user signs in with the password and can set it up again. Written to the audit log.',
        security,
        params: idParamSchema,
        response: { 200: reply('The user, two-factor login off', adminUserSchema), ...errors },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const user = await target(admin.id, request.params.id, 'cantResetOwnTwoFactor');
      if (!user.twoFactorEnabled) throw badRequest('twoFactorNotSetUp');
      await app.db.transaction(async (tx) => {
        await tx.delete(backupCodes).where(eq(backupCodes.userId, user.id));
        await endSessions(tx, user.id, {
          twoFactorEnabled: false,
          twoFactorSecret: null,
          twoFactorLastStep: null,
        });
      });
      await recordAudit(app.db, {
        actorId: admin.id,
        action: 'user.reset_2fa',
        targetType: 'user',
        targetId: user.id,
        details: { username: user.username },
      });
      return answer(user.id);
    },
  );

  app.post(
    '/accounts/:id/password-reset',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'sendUserPasswordReset',
        tags: ['admin'],
        summary: 'Send a user a password reset link by mail (never your own)',
        description:
          "The link goes to the user's email, in the admin's language (Accept-Language); the " +
          'admin never sees it. Written to the audit log.',
        security,
        params: idParamSchema,
        response: {
          202: reply('The mail is on its way', successReplySchema),
          ...errorReplies(429, 503),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const admin = signedInUser(request);
      const user = await target(admin.id, request.params.id, 'cantSendOwnReset');
      let sent: boolean;
      try {
        sent = await app.accountMails.sendPasswordReset(
          user,
          mailLanguage(request.headers['accept-language']),
        );
      } catch (error) {
        request.log.error({ err: error }, 'password reset mail failed');
        throw serviceUnavailable('serviceUnavailable');
      }
      if (!sent) throw tooManyRequests('verificationTooSoon');
      await recordAudit(app.db, {
        actorId: admin.id,
        action: 'user.password_reset_link',
        targetType: 'user',
        targetId: user.id,
        details: { username: user.username },
      });
      return reply
        .code(202)
        .send({ success: true as const, message: MESSAGES.passwordResetLinkSent });
    },
  );

  for (const frozen of [true, false]) {
    app.patch(
      `/accounts/:id/${frozen ? 'freeze' : 'unfreeze'}`,
      {
        config: { auth: 'ADMIN' },
        schema: {
          operationId: `${frozen ? 'freeze' : 'unfreeze'}User`,
          tags: ['admin'],
          summary: frozen
            ? 'Freeze a user: they can sign in and browse, not edit or sell'
            : 'Unfreeze a user',
          security,
          params: idParamSchema,
          response: { 200: reply('The user', adminUserSchema), ...errors },
        },
      },
      async (request) => {
        const admin = signedInUser(request);
        const user = await target(admin.id, request.params.id, 'cantFreezeSelf');
        if (user.frozen !== frozen) {
          await app.db
            .update(users)
            .set({ frozen, updatedAt: new Date() })
            .where(and(eq(users.id, user.id)));
          await recordAudit(app.db, {
            actorId: admin.id,
            action: frozen ? 'user.freeze' : 'user.unfreeze',
            targetType: 'user',
            targetId: user.id,
            details: {
              username: user.username,
              from: user.frozen ? 'frozen' : 'active',
              to: frozen ? 'frozen' : 'active',
            },
          });
        }
        return answer(user.id);
      },
    );
  }
};

export default userAdminRoutes;
