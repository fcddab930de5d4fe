import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { totpCodeSchema, type StepUpBody } from '@curio/shared';
import { badRequest, forbidden } from '../http/errors';
import { attemptKey, reserveAttempt, type AttemptLimiter } from './attempt-limiter';
import { verifyPassword } from './passwords';
import type { SecondFactor } from './second-factor';
import type { UserRow } from './user-view';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Proves the caller is the account's owner, not only someone holding its session: the current
     * password, and with two-factor login a current code or backup code. Throws 403 when the proof
     * is missing (`reauthenticationRequired`, `reauthenticationCodeRequired`), 400 when it is
     * wrong, 429 past the sign-in throttle.
     */
    stepUp(request: FastifyRequest, user: UserRow, proof: StepUpBody): Promise<void>;
  }
}

/**
 * Step-up for sensitive changes. Wrong passwords and codes count in the sign-in throttle of the
 * account and client address (attempt-limiter.ts), so a stolen session guesses no faster than a
 * stranger at the sign-in form. An account without a password (made with Google) proves itself by
 * a fresh Google sign-in (at most ten minutes old) instead.
 */
/** How long after a Google sign-in an account without a password counts as proved. */
const FRESH_GOOGLE_SIGN_IN_S = 10 * 60;

async function stepUpPlugin(
  app: FastifyInstance,
  options: { limiter: AttemptLimiter; secondFactor: SecondFactor },
) {
  const { limiter, secondFactor } = options;
  app.decorate('stepUp', async (request: FastifyRequest, user: UserRow, proof: StepUpBody) => {
    const needsCode = user.twoFactorEnabled;
    const code = proof.code ?? proof.backupCode;
    if (!user.passwordHash) {
      // Only Google signs such an account in: a session that signed in moments ago made the round
      // trip itself.
      if (Date.now() / 1000 - (request.authTime ?? 0) > FRESH_GOOGLE_SIGN_IN_S)
        throw forbidden('reauthenticationWithGoogleRequired');
    } else if (!proof.currentPassword) {
      throw forbidden('reauthenticationRequired', { currentPassword: 'reauthenticationRequired' });
    }
    if (needsCode && !code)
      throw forbidden('reauthenticationCodeRequired', { code: 'reauthenticationCodeRequired' });
    const key = attemptKey(user.username, user);
    await reserveAttempt(limiter, key, request.client);
    if (
      user.passwordHash &&
      !(await verifyPassword(user.passwordHash, proof.currentPassword ?? ''))
    )
      throw badRequest('currentPasswordWrong', { currentPassword: 'currentPasswordWrong' });
    // A code from the app is six digits: anything else in `code` is read as a backup code.
    const useBackupCode =
      proof.code === undefined || !totpCodeSchema.safeParse(proof.code.trim()).success;
    if (needsCode && !(await secondFactor.accept(user, code?.trim() ?? '', useBackupCode)))
      throw badRequest('invalidVerificationCode', { code: 'invalidVerificationCode' });
    await limiter.succeeded(key, request.client);
  });
}

export default fp(stepUpPlugin, { name: 'step-up' });
