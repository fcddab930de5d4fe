import { adminUserSchema, successReplySchema } from '@curio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { usersQueryKey } from './users';

/** Help for a locked-out user: reset their two-factor login, or mail them a reset link. */
export function useUserRecoveryActions() {
  const queryClient = useQueryClient();

  const resetTwoFactor = useMutation({
    mutationFn: (id: number) =>
      apiFetch(`/api/accounts/${id}/reset-2fa`, { method: 'POST', schema: adminUserSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });

  const sendPasswordReset = useMutation({
    mutationFn: (id: number) =>
      apiFetch(`/api/accounts/${id}/password-reset`, {
        method: 'POST',
        schema: successReplySchema,
      }),
  });

  return { resetTwoFactor, sendPasswordReset };
}
