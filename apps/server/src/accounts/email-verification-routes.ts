import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  successReplySchema,
  verifyEmailReplySchema,
  verifyEmailSchema,
} from '@curio/shared';
import { users } from '../db/schema';
import { badRequest, conflict, serviceUnavailable, tooManyRequests } from '../http/errors';
import { mailLanguage } from '../mail/mail-texts';
import { consumeAccountToken } from './account-tokens';
import { signedInUser } from './auth-plugin';
import { takenByAnother } from './credentials';
import { proveAddress } from './first-proof';
import { errorReplies, reply } from '../http/replies';

const errors = errorReplies(400, 401, 403, 409, 429);

/** Email ownership: the link of a verification mail, and a new mail when asked for. */
const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/accounts/verify-email',
    {
      config: perIp,
      schema: {
        operationId: 'verifyEmail',
        tags: ['accounts'],
        summary: 'Confirm an email address with the token of a verification link',
        description:
          "Confirms the account's address, or makes a pending new address the account's email " +
          '(409 when another account took it meanwhile). A token works once, for 24 hours.',
        body: verifyEmailSchema,
        response: { 200: reply('The address is verified', verifyEmailReplySchema), ...errors },
      },
    },
    async (request) => {
      // In one transaction: a refused change (409) leaves the token unused.
      const proved = await app.db.transaction(async (tx) => {
        const token = await consumeAccountToken(tx, request.body.token, 'verify_email');
        const [user] = token ? await tx.select().from(users).where(eq(users.id, token.userId)) : [];
        const address = token?.email?.toLowerCase();
        if (!user || !address) throw badRequest('verificationLinkInvalid');
        if (address === user.email.toLowerCase()) {
          return { user, email: user.email, ...(await proveAddress(tx, user, {}, false)) };
        }
        const pending = user.pendingEmail;
        if (!pending || pending.toLowerCase() !== address)
          throw badRequest('verificationLinkInvalid');
        if (await takenByAnother(tx, user.id, [address])) throw conflict('emailTakenNow');
        const changes = { email: pending, pendingEmail: null };
        return { user, email: pending, ...(await proveAddress(tx, user, changes, false)) };
      });
      if (proved.unlinkedGoogle) {
        await app.accountMails.sendGoogleUnlinkedNotice(
          { ...proved.user, email: proved.email },
          mailLanguage(request.headers['accept-language']),
        );
      }
      return { success: true as const, message: MESSAGES.emailVerified, email: proved.email };
    },
  );

  app.post(
    '/accounts/verify-email/resend',
    {
      config: { auth: 'signed-in', ...perIp },
      schema: {
        operationId: 'resendVerificationEmail',
        tags: ['accounts'],
        summary: 'Send the verification mail again (to the pending new address if there is one)',
        description: `At most 3 verification mails per account in 15 minutes (then 429). The mail's language follows Accept-Language.`,
        security: [{ bearer: [] }],
        response: { 200: reply('The mail is on its way', successReplySchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const address = user.pendingEmail ?? (user.emailVerified ? undefined : user.email);
      if (!address) throw conflict('emailAlreadyVerified');
      const lang = mailLanguage(request.headers['accept-language']);
      let sent: boolean;
      try {
        sent = await app.accountMails.sendVerification(user, address, lang);
      } catch (error) {
        request.log.error({ err: error }, 'verification mail failed');
        throw serviceUnavailable('serviceUnavailable');
      }
      if (!sent) throw tooManyRequests('verificationTooSoon');
      return { success: true as const, message: MESSAGES.verificationSent };
    },
  );
};

export default emailVerificationRoutes;
