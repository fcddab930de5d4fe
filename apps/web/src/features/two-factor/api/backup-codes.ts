import { backupCodesReplySchema } from '@curio/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/2fa/backup-codes: a current code from the app; answers 8 new codes, shown once. */
export function regenerateBackupCodes(code: string) {
  return apiFetch('/api/auth/2fa/backup-codes', {
    method: 'POST',
    body: { code },
    schema: backupCodesReplySchema,
  });
}
