import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInReplySchema, signInSchema, signUpReplySchema, signUpSchema } from '@curio/shared';
import { users } from '../db/schema';
import { conflict, unauthorized } from '../http/errors';
import { attemptKey, reserveAttempt, type AttemptLimiter } from './attempt-limiter';
import { findUserByIdentifier, passwordMatches, takenByAnother } from './credentials';
import { usernameColumns } from './username-skeleton';
import { mailLanguage } from '../mail/mail-texts';
import { hashPassword } from './passwords';
// The two-factor step's challenge (decision 015).
import { issueLoginChallenge } from './login-challenge';
import { errorReplies, reply } from '../http/replies';

const errors = errorReplies(400, 401, 409, 429);

const signInRoutes: FastifyPluginAsyncZod<{ limiter: AttemptLimiter }> = async (
  app,
  { limiter },
) => {
  const perIp = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/accounts/signup',
    {
      config: perIp,
      schema: {
        operationId: 'signUp',
        tags: ['accounts'],
        summary: 'Create an account (role USER)',
        body: signUpSchema,
        response: {
          201: reply(
            'The account is created (a verification mail is on its way)',
            signUpReplySchema,
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { username, email, password } = request.body;
      // A look-alike of a taken username gets the same reply as the name itself (decision 025).
      if (await takenByAnother(app.db, undefined, [username, email], username)) {
        throw conflict('accountExists');
      }
      const passwordHash = await hashPassword(password);
      // The unique indexes settle a race between two sign-ups for the same or look-alike names.
      const [created] = await app.db
        .insert(users)
        .values({ ...usernameColumns(username), email, passwordHash })
        .onConflictDoNothing()
        .returning({ id: users.id, username: users.username, email: users.email });
      if (!created) throw conflict('accountExists');
      // The verification mail goes out after the reply; the account can sign in meanwhile.
      const lang = mailLanguage(request.headers['accept-language']);
      app.accountMails.queue.later(() =>
        app.accountMails.sendVerification(created, created.email, lang),
      );
      return reply
        .code(201)
        .send({ username: created.username, message: 'Account created successfully!' });
    },
  );

  app.post(
    '/accounts/signin',
    {
      config: perIp,
      schema: {
        operationId: 'signIn',
        tags: ['accounts'],
        summary: 'Sign in with the username or the email',
        description:
          'Answers `{ token }`, or `{ requires2FA: true, challenge }` when the account has ' +
          'two-factor login (the challenge goes to `POST /api/auth/2fa/verify` with the code).',
        body: signInSchema,
        response: {
          200: reply('A session token, or the two-factor challenge', signInReplySchema),
          ...errors,
        },
      },
    },
    async (request) => {
      const { identifier, password } = request.body;
      const user = await findUserByIdentifier(app.db, identifier);
      const key = attemptKey(identifier, user);
      await reserveAttempt(limiter, key, request.client);
      // Checked for an unknown name too (a dummy hash): the same time either way.
      const matches = await passwordMatches(user, password);
      if (!user || !matches) throw unauthorized('invalidCredentials');
      if (user.twoFactorEnabled) {
        // Not signed in yet: earlier failures (passwords or codes) stay counted.
        await limiter.release(key, request.client);
        return { requires2FA: true as const, challenge: await issueLoginChallenge(app.db, user) };
      }
      await limiter.succeeded(key, request.client);
      return { token: await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }) };
    },
  );
};

export default signInRoutes;
