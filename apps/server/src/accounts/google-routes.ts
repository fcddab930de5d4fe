import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  oauthBindingSchema,
  oauthExchangeReplySchema,
  oauthExchangeSchema,
  oauthLinkSchema,
  oauthLinkStartReplySchema,
  oauthLinkStartSchema,
  PAGES,
  stepUpSchema,
  successReplySchema,
  tokenReplySchema,
  type MessageKey,
} from '@curio/shared';
import { hashToken } from './account-tokens';
import { attemptKey, reserveAttempt, type AttemptLimiter } from './attempt-limiter';
import { passwordMatches } from './credentials';
import { issueLoginChallenge } from './login-challenge';
import type { UserRow } from './user-view';
import type { Db } from '../db/client';
import { oauthCodes, oauthStates, users } from '../db/schema';
import { badRequest, conflict, forbidden, serviceUnavailable, unauthorized } from '../http/errors';
import type { SecondFactor } from './second-factor';
import { linkGoogleSubject, resolveGoogleSignIn, type LinkRefusal } from './google-accounts';
import type { OidcClient } from './oidc';
import { errorReplies, redirectReply, reply } from '../http/replies';

const STATE_TTL_MS = 10 * 60_000;
/** Round trips pending at once; the oldest give way (each client is also limited per minute). */
const PENDING_STATES_KEPT = 2_000;
/** The code in /auth/oauth2/callback?code=…: exchanged once, within a minute. */
const CODE_TTL_MS = 60_000;
/** The link step: the person has five minutes to prove the account. */
const LINK_CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * What an oauth_codes row stands for (its `identity` column): a callback code that signs in
 * (`signin`), ends a link made from the profile (`linked`) or leads to the link step (`link`); or
 * the challenge of that link step (`link-challenge`), which only POST /oauth2/link accepts.
 */
const codeStepSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('signin') }),
  z.object({ step: z.literal('linked'), subject: z.string() }),
  z.object({ step: z.literal('link'), subject: z.string() }),
  z.object({ step: z.literal('link-challenge'), subject: z.string() }),
]);
type CodeStep = z.infer<typeof codeStepSchema>;

function toWeb(result: { code: string } | { error: string }): string {
  const params = new URLSearchParams(result);
  return `${PAGES.oauth2Callback.pattern}?${params.toString()}`;
}

/** base64url(SHA-256(secret)): what the starting page sent as `binding`. */
function bindingOf(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

function bindingMatches(binding: string, secret: string): boolean {
  const expected = Buffer.from(binding);
  const actual = Buffer.from(bindingOf(secret));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A one-time value (32 random bytes, base64url) kept as its SHA-256 hash in oauth_codes. */
async function issueCode(
  db: Db,
  row: { binding: string; userId: number; step: CodeStep; ttlMs: number },
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.delete(oauthCodes).where(lt(oauthCodes.expiresAt, new Date(now)));
  await db.insert(oauthCodes).values({
    codeHash: hashToken(code),
    binding: row.binding,
    userId: row.userId,
    identity: row.step,
    expiresAt: new Date(now + row.ttlMs),
  });
  return code;
}

const LINK_REFUSALS: Record<LinkRefusal, MessageKey> = {
  already_linked: 'googleAlreadyLinked',
  linked_elsewhere: 'googleLinkedElsewhere',
};

const errors = errorReplies(400, 401, 403, 409, 429, 503);

interface Options {
  oidc: OidcClient | undefined;
  limiter: AttemptLimiter;
  secondFactor: SecondFactor;
}

/**
 * Google sign-in without a session token in any URL (decision 015):
 * GET /api/oauth2/login?binding=… → the provider → GET /api/oauth2/callback → the web app's
 * /auth/oauth2/callback?code=… (or ?error=…) → POST /api/oauth2/exchange {code, secret}, where the
 * secret is the one whose SHA-256 the starting page sent as `binding` and kept in sessionStorage:
 * a code opened in another browser, or by another person, is worth nothing. The round trip's state
 * lives in the database (no cookie, as the privacy page promises).
 */
const googleRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { oidc, limiter, secondFactor },
) => {
  const perIp = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };

  async function startRoundTrip(binding: string, linkUserId: number | null): Promise<string> {
    if (!oidc) throw new Error('Google sign-in is not configured');
    const start = await oidc.start();
    await app.db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
    const [newestKept] = await app.db
      .select({ expiresAt: oauthStates.expiresAt })
      .from(oauthStates)
      .orderBy(desc(oauthStates.expiresAt))
      .offset(PENDING_STATES_KEPT - 1)
      .limit(1);
    if (newestKept) {
      await app.db.delete(oauthStates).where(lt(oauthStates.expiresAt, newestKept.expiresAt));
    }
    await app.db.insert(oauthStates).values({
      state: start.state,
      nonce: start.nonce,
      codeVerifier: start.codeVerifier,
      binding,
      linkUserId,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
    return start.url;
  }

  const signedIn = (user: UserRow) =>
    app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });

  app.get(
    '/oauth2/login',
    {
      config: perIp,
      schema: {
        operationId: 'startGoogleSignIn',
        tags: ['accounts'],
        summary: 'Start Google sign-in (a redirect to the provider)',
        description:
          '`binding` is base64url(SHA-256(secret)) of a random secret the page keeps; the code ' +
          'the round trip ends with is exchanged only with that secret. Without a valid binding ' +
          'the browser goes back to `/auth/oauth2/callback?error=invalid_request`.',
        querystring: z.looseObject({ binding: z.string().max(200).optional() }),
        response: {
          302: redirectReply(
            'To Google, or back to the web app with an error',
            "Google's sign-in page, or `/auth/oauth2/callback?error=…`",
          ),
        },
      },
    },
    async (request, reply) => {
      if (!oidc) return reply.redirect(toWeb({ error: 'unavailable' }));
      const binding = oauthBindingSchema.safeParse(request.query.binding);
      if (!binding.success) return reply.redirect(toWeb({ error: 'invalid_request' }));
      try {
        return await reply.redirect(await startRoundTrip(binding.data, null));
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in could not start');
        return reply.redirect(toWeb({ error: 'unavailable' }));
      }
    },
  );

  app.post(
    '/oauth2/link-start',
    {
      config: { auth: 'signed-in', ...perIp },
      schema: {
        operationId: 'startGoogleLink',
        tags: ['accounts'],
        summary: 'Start linking a Google account to the signed-in account',
        description:
          'Answers the provider URL to navigate to; the round trip ends like a sign-in, at ' +
          '`/auth/oauth2/callback?code=…`, and the exchange answers a token for this account. ' +
          'Needs a proved address and `currentPassword` (with two-factor login also `code` or ' +
          '`backupCode`): 403 `reauthenticationRequired` without them.',
        security: [{ bearer: [] }],
        body: oauthLinkStartSchema,
        response: { 200: reply('The provider URL to open', oauthLinkStartReplySchema), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      if (!oidc) throw serviceUnavailable('googleUnavailable');
      if (user.frozen) throw forbidden('accountFrozen');
      if (user.googleSubject !== null) throw conflict('googleAlreadyLinked');
      // Only the owner of a proved address may attach a sign-in to it (docs/security.md 10.5.2).
      if (!user.emailVerified) throw forbidden('googleLinkNeedsVerifiedEmail');
      await app.stepUp(request, user, request.body);
      try {
        return { url: await startRoundTrip(request.body.binding, user.id) };
      } catch (error) {
        request.log.warn({ err: error }, 'Google linking could not start');
        throw serviceUnavailable('googleUnavailable');
      }
    },
  );

  app.delete(
    '/oauth2/link',
    {
      config: { auth: 'signed-in', ...perIp },
      schema: {
        operationId: 'removeGoogleLink',
        tags: ['accounts'],
        summary: 'Remove the Google link of the signed-in account',
        description:
          'Needs `currentPassword` (with two-factor login also `code` or `backupCode`): 403 ' +
          '`reauthenticationRequired` without them; an account without a password sets one ' +
          'first. Afterwards only the password signs in.',
        security: [{ bearer: [] }],
        body: stepUpSchema.nullish(),
        response: { 200: reply('Google is no longer linked', successReplySchema), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      if (user.googleSubject === null) throw conflict('googleNotLinked');
      // Google is this account's only way in until it has a password.
      if (!user.passwordHash) throw forbidden('passwordNeededForChange');
      await app.stepUp(request, user, request.body ?? {});
      await app.db
        .update(users)
        .set({ googleSubject: null, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return { success: true as const, message: MESSAGES.googleUnlinked };
    },
  );

  app.get(
    '/oauth2/callback',
    {
      schema: {
        operationId: 'finishGoogleSignIn',
        tags: ['accounts'],
        summary: 'Finish Google sign-in (the provider redirects here)',
        description:
          'Redirects to `/auth/oauth2/callback?code=…` (a one-time code valid 60 s, bound to ' +
          'the starting page) or `?error=…`; never with a session token.',
        querystring: z.looseObject({
          state: z.string().max(512).optional(),
          code: z.string().max(4096).optional(),
          error: z.string().max(200).optional(),
        }),
        response: {
          302: redirectReply(
            'Back to the web app, with a one-time code or an error',
            '`/auth/oauth2/callback?code=…` or `/auth/oauth2/callback?error=…`',
          ),
        },
      },
    },
    async (request, reply) => {
      const { state, error } = request.query;
      if (error)
        return reply.redirect(
          toWeb({ error: error.replace(/[^a-z_]/gi, '').slice(0, 50) || 'denied' }),
        );
      if (!oidc || !state) return reply.redirect(toWeb({ error: 'invalid_request' }));
      // Single use: the state row is taken before anything else happens.
      const [saved] = await app.db
        .delete(oauthStates)
        .where(eq(oauthStates.state, state))
        .returning();
      if (!saved || saved.expiresAt < new Date())
        return reply.redirect(toWeb({ error: 'expired' }));
      const { binding } = saved;
      if (!binding) return reply.redirect(toWeb({ error: 'invalid_request' }));
      try {
        const callbackUrl = new URL(request.url, `${app.config.publicUrl.replace(/\/$/, '')}/`);
        const identity = await oidc.finish(callbackUrl, saved);
        const issue = (userId: number, step: CodeStep) =>
          issueCode(app.db, { binding, userId, step, ttlMs: CODE_TTL_MS });
        // A link is only recorded here: the tab that started it makes it, with its secret, at
        // the exchange. A provider URL opened in any other browser links nothing.
        if (saved.linkUserId !== null) {
          const step: CodeStep = { step: 'linked', subject: identity.subject };
          return await reply.redirect(toWeb({ code: await issue(saved.linkUserId, step) }));
        }
        const outcome = await resolveGoogleSignIn(app.db, identity);
        if (outcome.kind === 'refused')
          return await reply.redirect(toWeb({ error: outcome.reason }));
        const step: CodeStep =
          outcome.kind === 'link'
            ? { step: 'link', subject: identity.subject }
            : { step: 'signin' };
        return await reply.redirect(toWeb({ code: await issue(outcome.user.id, step) }));
      } catch (failure) {
        request.log.warn({ err: failure }, 'Google sign-in failed');
        return reply.redirect(toWeb({ error: 'failed' }));
      }
    },
  );

  app.post(
    '/oauth2/exchange',
    {
      config: perIp,
      schema: {
        operationId: 'exchangeGoogleCode',
        tags: ['accounts'],
        summary: 'Exchange the code of /auth/oauth2/callback, with the secret of the starting page',
        description:
          'Answers like a password sign-in: `{ token }`, or `{ requires2FA: true, challenge }` ' +
          '(then `POST /api/auth/2fa/verify`), or `{ requiresLink: true, challenge, username, ' +
          'twoFactorEnabled }` when an account already owns the address (then ' +
          '`POST /api/oauth2/link`). A link started from the profile is made here (409 when ' +
          'Google refuses it). A code works once, for 60 seconds, with its own secret; ' +
          'otherwise 400.',
        body: oauthExchangeSchema,
        response: {
          200: reply(
            'A session token, the two-factor challenge or the link step',
            oauthExchangeReplySchema,
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const { code, secret } = request.body;
      const now = new Date();
      // Taken in one statement: a second exchange of the same code finds nothing. A link step's
      // challenge is not a code: it is left to POST /oauth2/link.
      const [row] = await app.db
        .delete(oauthCodes)
        .where(
          and(
            eq(oauthCodes.codeHash, hashToken(code)),
            sql`${oauthCodes.identity}->>'step' <> 'link-challenge'`,
          ),
        )
        .returning();
      const step = codeStepSchema.safeParse(row?.identity);
      if (
        !row ||
        row.expiresAt <= now ||
        row.userId === null ||
        !bindingMatches(row.binding, secret) ||
        !step.success ||
        step.data.step === 'link-challenge'
      )
        throw badRequest('googleSignInInvalid');
      const [user] = await app.db.select().from(users).where(eq(users.id, row.userId));
      if (!user) throw badRequest('googleSignInInvalid');
      switch (step.data.step) {
        case 'linked': {
          const linked = await linkGoogleSubject(app.db, user.id, step.data.subject);
          if (!linked.linked) throw conflict(LINK_REFUSALS[linked.reason]);
          return { token: await signedIn(user) };
        }
        case 'signin':
          if (user.twoFactorEnabled)
            return {
              requires2FA: true as const,
              challenge: await issueLoginChallenge(app.db, user),
            };
          return { token: await signedIn(user) };
        case 'link': {
          const challenge = await issueCode(app.db, {
            binding: row.binding,
            userId: user.id,
            step: { step: 'link-challenge', subject: step.data.subject },
            ttlMs: LINK_CHALLENGE_TTL_MS,
          });
          return {
            requiresLink: true as const,
            challenge,
            username: user.username,
            twoFactorEnabled: user.twoFactorEnabled,
          };
        }
      }
    },
  );

  app.post(
    '/oauth2/link',
    {
      config: perIp,
      schema: {
        operationId: 'linkGoogleAccount',
        tags: ['accounts'],
        summary: 'Prove the account to link the Google account to it, and sign in',
        description:
          'The challenge of an exchange that answered `requiresLink`, the password, and a code ' +
          'from the app or a backup code when the account has two-factor login. Failures count ' +
          'with the sign-in failures of the account (429 once locked).',
        body: oauthLinkSchema,
        response: { 200: reply('A session token', tokenReplySchema), ...errors },
      },
    },
    async (request) => {
      const { challenge, password, code, useBackupCode } = request.body;
      const [row] = await app.db
        .select()
        .from(oauthCodes)
        .where(
          and(eq(oauthCodes.codeHash, hashToken(challenge)), gt(oauthCodes.expiresAt, new Date())),
        );
      const step = codeStepSchema.safeParse(row?.identity);
      if (!row || row.userId === null || !step.success || step.data.step !== 'link-challenge')
        throw badRequest('googleSignInInvalid');
      const { subject } = step.data;
      const [user] = await app.db.select().from(users).where(eq(users.id, row.userId));
      if (!user) throw badRequest('googleSignInInvalid');
      // Counted with the password sign-in of this account from this address.
      const key = attemptKey(user.username, user);
      await reserveAttempt(limiter, key, request.client);
      if (!(await passwordMatches(user, password))) throw unauthorized('invalidCredentials');
      if (user.twoFactorEnabled && !(await secondFactor.accept(user, code, useBackupCode)))
        throw badRequest('invalidVerificationCode');
      // The proof was right: whatever happens to the link now, the slot is given back.
      await limiter.succeeded(key, request.client);
      const [taken] = await app.db
        .delete(oauthCodes)
        .where(eq(oauthCodes.codeHash, row.codeHash))
        .returning({ codeHash: oauthCodes.codeHash });
      if (!taken) throw badRequest('googleSignInInvalid');
      const linked = await linkGoogleSubject(app.db, user.id, subject);
      if (!linked.linked) throw conflict(LINK_REFUSALS[linked.reason]);
      return { token: await signedIn(user) };
    },
  );
};

export default googleRoutes;
