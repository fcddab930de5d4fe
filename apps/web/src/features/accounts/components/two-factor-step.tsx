import { LIMITS } from '@curio/shared';
import { ArrowLeft } from 'lucide-react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import {
  ButtonSpinner,
  FieldError,
  FormMessage,
  inputClassName,
} from '@/features/session/components/form-controls';
import { useSchemaText } from '@/hooks/use-schema-text';
import { useServerText } from '@/hooks/use-server-text';
import { useVerifyTwoFactorLogin, type TwoFactorProof } from '../api/sign-in';
import { cleanCode, type CodeKind } from '../utils/code-input';
import { twoFactorLoginErrorMessage } from '../utils/error-messages';
import { loadAccountSchemas } from '../utils/load-account-schemas';

type TwoFactorStepProps = {
  /** The sign-in's challenge, or the username-or-email and password the form was sent with. */
  proof: TwoFactorProof;
  onBack: () => void;
  onSignedIn: (token: string) => void;
};

/**
 * The two-factor step of sign-in (accounts-and-admin §2, §5): a code from the authenticator app
 * (digits, at most 6) or a backup code (letters and digits, at most 10), a toggle between them, Back
 * to the form, and a submit that stays disabled while the field is empty.
 */
export function TwoFactorStep({ proof, onBack, onSignedIn }: TwoFactorStepProps) {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const schemaText = useSchemaText();
  const verify = useVerifyTwoFactorLogin();
  const [kind, setKind] = useState<CodeKind>('app');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const switchKind = () => {
    setKind(kind === 'app' ? 'backup' : 'app');
    setCode('');
    setFieldError(null);
    setFormError(null);
    inputRef.current?.focus();
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const { totpCodeSchema, backupCodeSchema } = await loadAccountSchemas();
    const parsed = (kind === 'app' ? totpCodeSchema : backupCodeSchema).safeParse(code);
    if (!parsed.success) {
      setFieldError(schemaText(parsed.error.issues[0]?.message) ?? '');
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setFormError(null);
    try {
      const { token } = await verify.mutateAsync({
        proof,
        code: parsed.data,
        useBackupCode: kind === 'backup',
      });
      onSignedIn(token);
    } catch (error) {
      setFormError(twoFactorLoginErrorMessage(error, t, serverText));
      setCode('');
      inputRef.current?.focus();
    }
  };

  const isApp = kind === 'app';
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {formError && <FormMessage type="error">{formError}</FormMessage>}
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800">
          {isApp ? t('twoFactorLogin.appCode') : t('twoFactorLogin.backupCode')}
        </label>
        <input
          ref={inputRef}
          id={id}
          // A new field for each kind: the browser's one-time-code help applies to app codes only.
          key={kind}
          value={code}
          onChange={(event) => {
            setCode(cleanCode(kind, event.target.value));
            setFieldError(null);
          }}
          inputMode={isApp ? 'numeric' : 'text'}
          autoComplete={isApp ? 'one-time-code' : 'off'}
          autoCapitalize={isApp ? 'none' : 'characters'}
          spellCheck={false}
          maxLength={isApp ? LIMITS.totpDigits : LIMITS.backupCodeMaxLength}
          placeholder={isApp ? '123456' : 'ABCD23EFGH'}
          autoFocus
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
          className={inputClassName(
            Boolean(fieldError),
            'text-center font-mono text-2xl tracking-[0.35em] placeholder:tracking-[0.35em] placeholder:text-neutral-300 sm:text-2xl',
          )}
        />
        <p id={hintId} className="mt-1.5 text-sm text-neutral-600">
          {isApp
            ? t('twoFactorLogin.appHint', { count: LIMITS.totpDigits })
            : t('twoFactorLogin.backupHint')}
        </p>
        <FieldError id={errorId} message={fieldError ?? undefined} />
      </div>
      <button
        type="button"
        onClick={switchKind}
        className="rounded text-sm font-semibold text-indigo-700 underline-offset-4 hover:text-indigo-800 hover:underline"
      >
        {isApp ? t('twoFactorLogin.useBackup') : t('twoFactorLogin.useApp')}
      </button>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onBack} className={buttonClassName('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('common.back')}
        </button>
        <button
          type="submit"
          disabled={code === '' || verify.isPending}
          className={`${buttonClassName('primary')} sm:min-w-32`}
        >
          {verify.isPending && <ButtonSpinner />}
          {t('twoFactorLogin.submit')}
        </button>
      </div>
    </form>
  );
}
