import { LIMITS } from '@curio/shared';

export type CodeKind = 'app' | 'backup';

/**
 * What the two-factor code field keeps of what was typed or pasted (accounts-and-admin §5): an app
 * code is digits only, at most 6; a backup code letters and digits only, at most 10 (upper case,
 * as the codes are printed).
 */
export function cleanCode(kind: CodeKind, value: string): string {
  return kind === 'app'
    ? value.replace(/\D/g, '').slice(0, LIMITS.totpDigits)
    : value
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, LIMITS.backupCodeMaxLength)
        .toUpperCase();
}
