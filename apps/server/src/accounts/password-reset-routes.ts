import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  passwordResetConfirmSchema,
  passwordResetRequestReplySchema,
  passwordResetRequestSchema,
  successReplySchema,
} from '@curio/shared';
import { users } from '../db/schema';
import { badRequest } from '../http/errors';
import { mailLanguage } from '../mail/mail-texts';
import { consumeAccountToken, retireMailedLinks } from './account-tokens';
import { findUserByIdentifier } from './credentials';
import { hashPassword } from './passwords';
import { proveAddress } from './first-proof';
import { errorReplies, reply } from '../http/replies';

const errors = errorReplies(400, 429);

/** "Forgot password?": a single-use link by mail, then a new password that ends every session. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/accounts/password-reset',
    {
      config: perIp,
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['accounts'],
        summary: 'Ask for a password reset link by mail (email or username)',
        description:
          'Always 202 with the same body, whether or not the account exists: the account is ' +
          'looked up and the mail sent after the reply. At most 3 reset mails per account in 15 ' +
          "minutes (more are dropped silently). The link works once, for 30 minutes; the mail's " +
          'language follows Accept-Language.',
        body: passwordResetRequestSchema,
        response: {
          202: reply('A link is on its way if the account exists', passwordResetRequestReplySchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const identifier = request.body.email;
      const lang = mailLanguage(request.headers['accept-language']);
      // Nothing about the account happens before the reply: its time and body say nothing.
      app.accountMails.queue.later(async () => {
        const user = await findUserByIdentifier(app.db, identifier);
        // Past the per-account limit nothing is sent, silently.
        if (user) await app.accountMails.sendPasswordReset(user, lang);
      });
      return reply.code(202).send({ message: MESSAGES.passwordResetRequested });
    },
  );

  app.post(
    '/accounts/password-reset/confirm',
    {
      config: perIp,
      schema: {
        operationId: 'confirmPasswordReset',
        tags: ['accounts'],
        summary: 'Set a new password with the token of a reset link',
        description:
          'The password follows the sign-up rules. Ends every session of the account, and ' +
          'confirms the email address the link was sent to.',
        body: passwordResetConfirmSchema,
        response: {
          200: reply('The password is changed; older tokens stop working', successReplySchema),
          ...errors,
        },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const passwordHash = await hashPassword(password);
      const proved = await app.db.transaction(async (tx) => {
        const used = await consumeAccountToken(tx, token, 'password_reset');
        if (!used) throw badRequest('passwordResetLinkInvalid');
        const [user] = await tx.select().from(users).where(eq(users.id, used.userId));
        if (!user) throw badRequest('passwordResetLinkInvalid');
        // A link mailed to an address the account no longer has opens nothing.
        if (used.email?.toLowerCase() !== user.email.toLowerCase())
          throw badRequest('passwordResetLinkInvalid');
        await retireMailedLinks(tx, user.id);
        // Opening the link proved the person reads mail at the account's address.
        return { user, ...(await proveAddress(tx, user, { passwordHash }, true)) };
      });
      if (proved.unlinkedGoogle)
        await app.accountMails.sendGoogleUnlinkedNotice(
          proved.user,
          mailLanguage(request.headers['accept-language']),
        );
      return { success: true as const, message: MESSAGES.passwordResetDone };
    },
  );
};

export default passwordResetRoutes;
