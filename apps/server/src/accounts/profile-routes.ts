import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  idParamSchema,
  profileEditReplySchema,
  profileEditSchema,
  verifyRoleReplySchema,
  type StepUpBody,
} from '@curio/shared';
import { agents, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../http/errors';
import { mailLanguage } from '../mail/mail-texts';
import { takenByAnother } from './credentials';
import { isUniqueViolation } from '../db/postgres-errors';
import { usernameColumns } from './username-skeleton';
import { signedInUser } from './auth-plugin';
import { hashPassword } from './passwords';
import { loadCurrentUser, type UserRow } from './user-view';
import { errorReplies, reply } from '../http/replies';
import { retireMailedLinks } from './account-tokens';

const errors = errorReplies(400, 401, 403, 404);
const bearer = [{ bearer: [] }];

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A new email or password needs the current password. An account without one (made with
   * Google) sets a password through "Forgot password?" first.
   */
  async function checkCurrentPassword(
    request: FastifyRequest,
    user: UserRow,
    { currentPassword, code }: StepUpBody,
  ) {
    if (!user.passwordHash)
      throw badRequest('passwordNeededForChange', {
        currentPassword: 'passwordNeededForChange',
      });
    if (!currentPassword)
      throw badRequest('currentPasswordRequired', {
        currentPassword: 'currentPasswordRequired',
      });
    // Counted in the sign-in throttle: a stolen session guesses no faster than a stranger. With
    // two-factor login a code too.
    await app.stepUp(request, user, { currentPassword, code });
  }

  async function currentUser(id: number) {
    const user = await loadCurrentUser(app.db, id);
    if (!user) throw notFound('userNotFound');
    return user;
  }

  app.get(
    '/accounts/me',
    {
      config: { auth: 'signed-in' },
      schema: {
        operationId: 'getCurrentUser',
        tags: ['accounts'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: reply('The signed-in user', currentUserSchema), ...errors },
      },
    },
    async (request) => currentUser(signedInUser(request).id),
  );

  app.get(
    '/accounts/verify-role',
    {
      config: { auth: 'signed-in' },
      schema: {
        operationId: 'verifyRole',
        tags: ['accounts'],
        summary: "The signed-in user's role, from the database",
        security: bearer,
        response: { 200: reply('The role', verifyRoleReplySchema), ...errors },
      },
    },
    async (request) => ({ role: signedInUser(request).role }),
  );

  app.get(
    '/accounts/:id',
    {
      config: { auth: 'signed-in' },
      schema: {
        operationId: 'getUser',
        tags: ['accounts'],
        summary: 'One user (yourself, or anyone for an admin)',
        security: bearer,
        params: idParamSchema,
        response: { 200: reply('The user', currentUserSchema), ...errors },
      },
    },
    async (request) => {
      const caller = signedInUser(request);
      if (caller.id !== request.params.id && caller.role !== 'ADMIN') throw forbidden('forbidden');
      return currentUser(request.params.id);
    },
  );

  app.patch(
    '/accounts/edit',
    {
      config: { auth: 'signed-in', refuseFrozen: 'accountFrozen' },
      schema: {
        operationId: 'editProfile',
        tags: ['accounts'],
        summary: 'Edit your profile; a blank password keeps the current one',
        description:
          'Answers a new `token` when the password changed (older tokens stop working). A new ' +
          'email or password needs `currentPassword` (with two-factor login also `code`, from ' +
          'the app or a backup code; 403 `reauthenticationCodeRequired` without), counted in ' +
          'the sign-in throttle. A new email becomes `pendingEmail`: a ' +
          'verification mail goes to it and a notice to the current address, which stays until ' +
          'the new one is verified; sending the current email cancels a pending change.',
        security: bearer,
        body: profileEditSchema,
        response: {
          200: reply(
            'The updated profile, with a new token after a password change',
            profileEditReplySchema,
          ),
          ...errorReplies(409, 429),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { username, email, password, agentId } = request.body;
      // The form shows the pending address when there is one: sending it again changes nothing,
      // sending the current address cancels the change, any other address asks for a new one.
      const lowered = email.toLowerCase();
      const keepsPending = user.pendingEmail?.toLowerCase() === lowered;
      const changesEmail = lowered !== user.email.toLowerCase() && !keepsPending;
      const changesPassword = Boolean(password);
      if (changesEmail || changesPassword) await checkCurrentPassword(request, user, request.body);

      // Only a new name is checked for look-alikes: two accounts that looked alike before the
      // rule keep their names and can still edit the rest (decision 025).
      const renames = username !== user.username;
      if (await takenByAnother(app.db, user.id, [username, email], renames ? username : undefined))
        throw conflict('accountExists');
      if (changesEmail && !(await app.accountMails.mayMail(user.id, 'verify_email')))
        throw tooManyRequests('verificationTooSoon');

      if (agentId !== undefined && agentId !== null) {
        const [agent] = await app.db
          .select({ id: agents.id })
          .from(agents)
          .where(eq(agents.id, agentId));
        if (!agent) throw badRequest('agentNotFound', { agentId: 'agentNotFound' });
      }

      const [updated] = await app.db
        .update(users)
        .set({
          ...(renames ? usernameColumns(username) : {}),
          // The address in use stays until the new one is verified (a change of case is no change).
          ...(changesEmail
            ? { pendingEmail: email }
            : keepsPending
              ? {}
              : { email, pendingEmail: null }),
          ...(agentId !== undefined ? { agentId } : {}),
          ...(password ? { passwordHash: await hashPassword(password) } : {}),
          ...(changesPassword ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning({ tokenVersion: users.tokenVersion })
        .catch((error: unknown) => {
          // Another account took this name, or one like it, since the check above.
          if (isUniqueViolation(error)) throw conflict('accountExists');
          throw error;
        });
      if (!updated) throw notFound('userNotFound');
      // A reset or verification link already mailed was issued for the old password or address.
      if (changesEmail || changesPassword) await retireMailedLinks(app.db, user.id);
      if (changesEmail) {
        const lang = mailLanguage(request.headers['accept-language']);
        const recipient = { id: user.id, username };
        app.accountMails.queue.later(async () => {
          await app.accountMails.sendVerification(recipient, email, lang);
          await app.accountMails.sendEmailChangeNotice(recipient, user.email, email, lang);
        });
      }
      const token = changesPassword
        ? await app.tokens.sign({
            userId: user.id,
            tokenVersion: updated.tokenVersion,
            authTime: request.authTime ?? undefined,
          })
        : undefined;
      return { user: await currentUser(user.id), ...(token ? { token } : {}) };
    },
  );
};

export default profileRoutes;
