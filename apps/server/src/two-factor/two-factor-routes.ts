import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backupCodesReplySchema,
  MESSAGES,
  stepUpSchema,
  tokenReplySchema,
  twoFactorCodeBodySchema,
  twoFactorDisableReplySchema,
  twoFactorSetupReplySchema,
  twoFactorVerifySchema,
  twoFactorVerifySetupReplySchema,
} from '@curio/shared';
import { attemptKey, reserveAttempt, type AttemptLimiter } from '../accounts/attempt-limiter';
import { findUserByIdentifier, passwordMatches } from '../accounts/credentials';
import { endSessions } from '../accounts/sessions';
import { backupCodes, users } from '../db/schema';
import { badRequest, conflict, unauthorized } from '../http/errors';
import { hashBackupCode, newBackupCodes } from './backup-codes';
import { secondFactor } from './second-factor';
import type { SecretBox } from './secret-box';
import { newTotpSecret, totpUri } from './totp';
// Sign-in's challenge instead of the password (decision 015).
import { verifyLoginChallenge } from '../accounts/login-challenge';
import { errorReplies, reply } from '../http/replies';

const errors = errorReplies(400, 401, 403, 409, 429);
const bearer = [{ bearer: [] }];

interface Options {
  box: SecretBox;
  backupCodeKey: string;
  limiter: AttemptLimiter;
}

const twoFactorRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { box, backupCodeKey, limiter },
) => {
  const perIp = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };

  const checks = secondFactor(app.db, box, backupCodeKey);
  const { acceptTotp, acceptBackupCode } = checks;

  app.post(
    '/api/auth/2fa/setup',
    {
      config: { auth: 'signed-in', ...perIp },
      schema: {
        operationId: 'startTwoFactorSetup',
        tags: ['two-factor'],
        summary: 'Start two-factor set-up: a new secret and its otpauth:// URI',
        description:
          'Needs `currentPassword` (403 `reauthenticationRequired` without it): a session alone ' +
          'cannot put its own authenticator on the account. Wrong passwords count in the ' +
          'sign-in throttle.',
        security: bearer,
        // A bare request (no body) is a session alone: the 403, not a validation error.
        body: stepUpSchema.nullish(),
        response: {
          200: reply('The secret and its otpauth:// URI', twoFactorSetupReplySchema),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      if (user.twoFactorEnabled) throw conflict('twoFactorAlreadyEnabled');
      await app.stepUp(request, user, request.body ?? {});
      const secret = newTotpSecret();
      await app.db
        .update(users)
        .set({ twoFactorSecret: box.seal(secret), twoFactorLastStep: null })
        .where(eq(users.id, user.id));
      return {
        success: true as const,
        qrCodeUri: totpUri(secret, user.email),
        secret,
        message: 'Scan the QR code with your authenticator app, then enter the 6-digit code.',
      };
    },
  );

  app.post(
    '/api/auth/2fa/verify-setup',
    {
      config: { auth: 'signed-in', ...perIp },
      schema: {
        operationId: 'finishTwoFactorSetup',
        tags: ['two-factor'],
        summary: 'Finish set-up with a code from the app: answers 8 backup codes, shown once',
        description: "Ends the account's other sessions; the answered `token` keeps this one.",
        security: bearer,
        body: twoFactorCodeBodySchema,
        response: {
          200: reply('Two-factor login is on: the backup codes', twoFactorVerifySetupReplySchema),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      if (user.twoFactorEnabled) throw conflict('twoFactorAlreadyEnabled');
      if (!user.twoFactorSecret) throw badRequest('twoFactorNotSetUp');
      if (!(await acceptTotp(user, request.body.code))) throw badRequest('invalidVerificationCode');
      const codes = newBackupCodes();
      const hashes = await Promise.all(codes.map((code) => hashBackupCode(backupCodeKey, code)));
      const tokenVersion = await app.db.transaction(async (tx) => {
        await tx.delete(backupCodes).where(eq(backupCodes.userId, user.id));
        await tx
          .insert(backupCodes)
          .values(hashes.map((codeHash) => ({ userId: user.id, codeHash })));
        return endSessions(tx, user.id, { twoFactorEnabled: true });
      });
      return {
        success: true as const,
        backupCodes: codes,
        token: await app.tokens.sign({
          userId: user.id,
          tokenVersion,
          authTime: request.authTime ?? undefined,
        }),
      };
    },
  );

  app.post(
    '/api/auth/2fa/verify',
    {
      config: perIp,
      schema: {
        operationId: 'verifyTwoFactorSignIn',
        tags: ['two-factor'],
        summary: 'Sign in with the password and a code from the app or a backup code',
        description:
          "Either the spec's form (email or username, password, code or backup code) or " +
          '`{challenge, code | backupCode}` with the challenge of a `requires2FA` sign-in reply.',
        body: twoFactorVerifySchema,
        response: { 200: reply('A session token', tokenReplySchema), ...errors },
      },
    },
    async (request) => {
      // A challenge from sign-in (password or Google) stands for the password: login-challenge.ts.
      const { challenge } = request.body;
      if (challenge !== undefined)
        return verifyLoginChallenge(
          app,
          { ...request.body, challenge },
          { limiter, secondFactor: checks, ip: request.client },
        );
      const { identifier, password, code, useBackupCode } = request.body;
      const user = identifier ? await findUserByIdentifier(app.db, identifier) : undefined;
      // The same count as the password sign-in of this account from this address.
      const key = attemptKey(identifier, user);
      await reserveAttempt(limiter, key, request.client);
      const matches = await passwordMatches(user, password);
      if (!user || !matches) throw unauthorized('invalidEmailOrPassword');
      if (!user.twoFactorEnabled) {
        await limiter.release(key, request.client);
        throw badRequest('twoFactorNotSetUp');
      }
      const accepted = useBackupCode
        ? await acceptBackupCode(user, code)
        : await acceptTotp(user, code);
      if (!accepted) throw badRequest('invalidVerificationCode');
      await limiter.succeeded(key, request.client);
      return { token: await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }) };
    },
  );

  app.post(
    '/api/auth/2fa/backup-codes',
    {
      config: { auth: 'signed-in', ...perIp },
      schema: {
        operationId: 'regenerateBackupCodes',
        tags: ['two-factor'],
        summary:
          'Replace the backup codes (needs a current code from the app): 8 new codes, shown once',
        description: 'Every earlier backup code stops working.',
        security: bearer,
        body: twoFactorCodeBodySchema,
        response: {
          200: reply('The new backup codes (the old ones stop working)', backupCodesReplySchema),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      if (!user.twoFactorEnabled) throw badRequest('twoFactorNotSetUp');
      if (!(await acceptTotp(user, request.body.code))) throw badRequest('invalidVerificationCode');
      const codes = newBackupCodes();
      const hashes = await Promise.all(codes.map((code) => hashBackupCode(backupCodeKey, code)));
      await app.db.transaction(async (tx) => {
        await tx.delete(backupCodes).where(eq(backupCodes.userId, user.id));
        await tx
          .insert(backupCodes)
          .values(hashes.map((codeHash) => ({ userId: user.id, codeHash })));
      });
      return {
        success: true as const,
        message: MESSAGES.backupCodesRegenerated,
        backupCodes: codes,
      };
    },
  );

  app.post(
    '/api/auth/2fa/disable',
    {
      config: { auth: 'signed-in', ...perIp },
      schema: {
        operationId: 'disableTwoFactor',
        tags: ['two-factor'],
        summary: 'Turn two-factor login off (needs a current code from the app)',
        description: "Ends the account's other sessions; the answered `token` keeps this one.",
        security: bearer,
        body: twoFactorCodeBodySchema,
        response: { 200: reply('Two-factor login is off', twoFactorDisableReplySchema), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      if (!user.twoFactorEnabled) throw badRequest('twoFactorNotSetUp');
      if (!(await acceptTotp(user, request.body.code))) throw badRequest('invalidVerificationCode');
      const tokenVersion = await app.db.transaction(async (tx) => {
        await tx.delete(backupCodes).where(eq(backupCodes.userId, user.id));
        return endSessions(tx, user.id, {
          twoFactorEnabled: false,
          twoFactorSecret: null,
          twoFactorLastStep: null,
        });
      });
      return {
        success: true as const,
        message: 'Two-factor login is now off.',
        token: await app.tokens.sign({
          userId: user.id,
          tokenVersion,
          authTime: request.authTime ?? undefined,
        }),
      };
    },
  );
};

export default twoFactorRoutes;
