import {
  signInReplySchema,
  tokenReplySchema,
  type SignInBody,
  type SignInForm,
  type TwoFactorVerifyBody,
} from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/accounts/signin: `email` carries the username or the email (accounts-and-admin §7).
 * Answers `{ token }`, or `{ requires2FA: true }` when the account has two-factor login.
 */
export function signIn({ identifier, password }: SignInForm) {
  const body: SignInBody = { email: identifier, password };
  return apiFetch('/api/accounts/signin', { method: 'POST', body, schema: signInReplySchema });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

export type TwoFactorLogin = {
  identifier: string;
  password: string;
  code: string;
  useBackupCode: boolean;
};

/** POST /api/auth/2fa/verify (no bearer token): the password again, with an app or backup code. */
export function verifyTwoFactorLogin({
  identifier,
  password,
  code,
  useBackupCode,
}: TwoFactorLogin) {
  const body: TwoFactorVerifyBody = useBackupCode
    ? { email: identifier, password, backupCode: code, useBackupCode: true }
    : { email: identifier, password, code, useBackupCode: false };
  return apiFetch('/api/auth/2fa/verify', { method: 'POST', body, schema: tokenReplySchema });
}

export function useVerifyTwoFactorLogin() {
  return useMutation({ mutationFn: verifyTwoFactorLogin });
}
