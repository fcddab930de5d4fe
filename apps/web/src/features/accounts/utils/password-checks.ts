import { LIMITS } from '@curio/shared';

/** The parts of the sign-up password rule (accounts-and-admin §5), as in `newPasswordSchema`. */
export const PASSWORD_RULES = ['minLength', 'uppercase', 'digit'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export function passwordChecks(password: string): Record<PasswordRule, boolean> {
  return {
    minLength: password.length >= LIMITS.passwordMinLength,
    uppercase: /[A-Z]/.test(password),
    digit: /\d/.test(password),
  };
}
