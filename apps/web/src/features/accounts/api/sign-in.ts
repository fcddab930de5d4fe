import type { SignInBody, SignInForm, TwoFactorVerifyBody } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { accountSchema } from '../utils/load-account-schemas';

/**
 * POST /api/accounts/signin: `email` carries the username or the email (accounts-and-admin §7).
 * Answers `{ token }`, or `{ requires2FA: true, challenge }` when the account has two-factor login.
 */
function signIn({ identifier, password }: SignInForm) {
  const body: SignInBody = { email: identifier, password };
  return apiFetch('/api/accounts/signin', {
    method: 'POST',
    body,
    schema: accountSchema('signInReplySchema'),
  });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

/**
 * What stands for the password in the two-factor step: the challenge of the sign-in reply
 * (password or Google sign-in), or — the spec's form — the username-or-email and password again.
 */
export type TwoFactorProof = { challenge: string } | { credentials: SignInForm };

type TwoFactorLogin = {
  proof: TwoFactorProof;
  code: string;
  useBackupCode: boolean;
};

/** POST /api/auth/2fa/verify (no bearer token): the challenge or the password, with a code. */
function verifyTwoFactorLogin({ proof, code, useBackupCode }: TwoFactorLogin) {
  const codePart = useBackupCode
    ? { backupCode: code, useBackupCode: true }
    : { code, useBackupCode: false };
  const body: TwoFactorVerifyBody =
    'challenge' in proof
      ? { challenge: proof.challenge, ...codePart }
      : { email: proof.credentials.identifier, password: proof.credentials.password, ...codePart };
  return apiFetch('/api/auth/2fa/verify', {
    method: 'POST',
    body,
    schema: accountSchema('tokenReplySchema'),
  });
}

export function useVerifyTwoFactorLogin() {
  return useMutation({ mutationFn: verifyTwoFactorLogin });
}
