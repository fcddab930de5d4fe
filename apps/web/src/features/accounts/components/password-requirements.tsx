import { LIMITS } from '@curio/shared';
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, passwordChecks } from '../utils/password-checks';

/**
 * The password rule as a list, each part ticked as soon as the typed password meets it
 * (accounts-and-admin §2 "Sign-up"). Meant as the password field's description.
 */
export function PasswordRequirements({ password }: { password: string }) {
  const { t } = useTranslation('accounts');
  const checks = passwordChecks(password);
  const labels = {
    minLength: t('passwordRules.minLength', { count: LIMITS.passwordMinLength }),
    uppercase: t('passwordRules.uppercase'),
    digit: t('passwordRules.digit'),
  };
  return (
    <div>
      <p className="text-sm text-neutral-700">{t('passwordRules.title')}</p>
      <ul className="mt-1.5 grid gap-1">
        {PASSWORD_RULES.map((rule) => {
          const met = checks[rule];
          return (
            <li
              key={rule}
              data-met={met}
              className={`flex items-center gap-1.5 text-sm transition-colors ${met ? 'text-emerald-800' : 'text-neutral-600'}`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-4 shrink-0 items-center justify-center rounded-full transition-colors ${met ? 'bg-emerald-600 text-white' : 'text-neutral-400'}`}
              >
                {met ? (
                  <Check strokeWidth={3} className="size-3" />
                ) : (
                  <Circle strokeWidth={2.5} className="size-4" />
                )}
              </span>
              <span>
                {labels[rule]}
                <span className="sr-only">
                  {' '}
                  ({met ? t('passwordRules.met') : t('passwordRules.unmet')})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
