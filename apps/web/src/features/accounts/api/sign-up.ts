import type { SignUpBody } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { accountSchema } from '../utils/load-account-schemas';

/** POST /api/accounts/signup (no bearer token): the new account's username. */
function signUp(body: SignUpBody) {
  return apiFetch('/api/accounts/signup', {
    method: 'POST',
    body,
    schema: accountSchema('signUpReplySchema'),
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
