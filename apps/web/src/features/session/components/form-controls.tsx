import { CircleAlert, CircleCheck, Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The account forms' building blocks: labelled fields with hint and error, and form messages. */

const inputBase =
  'block min-h-11 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-neutral-900 shadow-xs transition-colors placeholder:text-neutral-500 hover:border-neutral-400 focus:border-indigo-600 disabled:cursor-not-allowed disabled:bg-neutral-100 sm:text-sm';

export function inputClassName(invalid: boolean, extra = ''): string {
  return `${inputBase} ${invalid ? 'border-red-600 hover:border-red-700' : 'border-neutral-300'} ${extra}`;
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & {
  label: string;
  /** A translated error; it also marks the input invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** A control inside the input's right edge (the password toggle). */
  trailing?: ReactNode;
  className?: string;
};

export function TextField({
  label,
  error,
  hint,
  trailing,
  className = '',
  id,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={inputClassName(Boolean(error), trailing ? 'pr-12' : '')}
          {...input}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        )}
      </div>
      {hint && (
        <div id={hintId} className="mt-1.5 text-sm text-neutral-600">
          {hint}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password field with a show/hide toggle (accounts-and-admin §2 "Sign-in"). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('accounts');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      // Browsers should not offer to spell-check or capitalise a shown password.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label={t('form.showPassword')}
          title={visible ? t('form.hidePassword') : t('form.showPassword')}
          className="inline-flex size-10 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}

type FormMessageProps = { type: 'error' | 'success' | 'info'; children: ReactNode; id?: string };

const messageStyles = {
  error: 'border-red-200 bg-red-50 text-red-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  info: 'border-amber-200 bg-amber-50 text-amber-950',
} as const;

/** A message above or below a form: errors are announced at once, the others politely. */
export function FormMessage({ type, children, id }: FormMessageProps) {
  const Icon = type === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      id={id}
      role={type === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm ${messageStyles[type]}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** A small spinner inside a busy button (the button's text says what happens). */
export function ButtonSpinner() {
  return <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />;
}
