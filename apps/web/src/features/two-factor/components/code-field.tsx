import { LIMITS } from '@curio/shared';
import { useId, type Ref } from 'react';
import { FieldError, inputClassName } from '@/features/session/components/form-controls';

type CodeFieldProps = {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** A 6-digit code from the authenticator app: digits only, at most 6 (accounts-and-admin §5). */
export function CodeField({
  label,
  hint,
  value,
  onChange,
  error,
  autoFocus,
  inputRef,
}: CodeFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) =>
          onChange(event.target.value.replace(/\D/g, '').slice(0, LIMITS.totpDigits))
        }
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.totpDigits}
        placeholder="123456"
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClassName(
          Boolean(error),
          'max-w-56 text-center font-mono text-2xl tracking-[0.35em] placeholder:text-neutral-300 sm:text-2xl',
        )}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-neutral-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error ?? undefined} />
    </div>
  );
}
