import type { contactBodySchema } from '@curio/shared';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useSchemaText } from '@/hooks/use-schema-text';
import { serverFieldText, useServerText } from '@/hooks/use-server-text';
import { ApiError, explainedError } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { useSendContact } from '../api/send-contact';
import { loadContactSchemas } from '../utils/load-contact-schemas';
import { CaptchaWidget, type CaptchaHandle } from './captcha-widget';

type ContactValues = z.input<typeof contactBodySchema>;
type FieldName = keyof ContactValues;

/** idle → sending → success or error (accounts-and-admin §4 "Contact form"). */
export type ContactStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'error'; title: string; detail?: string };

const contactSchema = lazySchema(() =>
  loadContactSchemas().then((schemas) => schemas.contactBodySchema),
);

const EMPTY: ContactValues = { name: '', email: '', message: '', altcha: '' };
const MESSAGE_MAX = 5000;

const inputClass =
  'block w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 placeholder:text-neutral-500 hover:border-neutral-400 aria-invalid:border-red-600';

/**
 * The contact form (accounts-and-admin §2 "Contact"): name, email, message and the captcha,
 * checked with the server's own schema. On success the form and the captcha start over.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const schemaText = useSchemaText();
  const serverText = useServerText();
  const send = useSendContact();
  const captcha = useRef<CaptchaHandle>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' });
  const ids = { name: useId(), email: useId(), message: useId(), captcha: useId() };

  const { register, handleSubmit, reset, setValue, setError, watch, errors } = useSchemaForm({
    schema: contactSchema,
    defaultValues: EMPTY,
  });

  const onCaptcha = useCallback(
    (payload: string | null) =>
      setValue('altcha', payload ?? '', { shouldValidate: payload !== null }),
    [setValue],
  );

  const showStatus = (next: ContactStatus) => {
    setStatus(next);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const submit = handleSubmit(async (body) => {
    setStatus({ kind: 'sending' });
    try {
      await send.mutateAsync(body);
    } catch (error) {
      // A captcha solution counts once: the next try needs a new one.
      captcha.current?.reset();
      setValue('altcha', '');
      if (error instanceof ApiError) {
        for (const field of Object.keys(error.fieldErrors ?? {})) {
          const text = serverFieldText(error, field);
          if (text && field in EMPTY) setError(field as FieldName, { message: serverText(text) });
        }
        const explained = explainedError(error);
        const detail = explained && serverText(explained);
        showStatus({ kind: 'error', title: t('error.failed'), detail });
      } else {
        showStatus({ kind: 'error', title: t('error.network') });
      }
      return;
    }
    reset(EMPTY);
    captcha.current?.reset();
    showStatus({ kind: 'success' });
  });

  const sending = status.kind === 'sending';
  const messageLength = watch('message').length;
  const describedBy = (id: string, error: unknown, extra?: string) =>
    [error ? `${id}-error` : undefined, extra].filter(Boolean).join(' ') || undefined;
  const fieldError = (id: string, message: string | undefined) =>
    message ? (
      <p id={`${id}-error`} className="mt-1.5 flex items-center gap-1.5 text-sm text-red-700">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {schemaText(message)}
      </p>
    ) : null;
  const label = (id: string, text: string) => (
    <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-900">
      {text}
      <span aria-hidden="true" className="ml-0.5 text-red-700">
        *
      </span>
    </label>
  );

  return (
    <div>
      <div ref={statusRef} tabIndex={-1} className="outline-none">
        {status.kind === 'success' && (
          <div
            role="status"
            className="mb-6 flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            <div>
              <p className="font-semibold">{t('success.title')}</p>
              <p className="mt-1 text-sm">{t('success.body')}</p>
            </div>
          </div>
        )}
        {status.kind === 'error' && (
          <div
            role="alert"
            className="mb-6 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
            <div>
              <p className="font-semibold">{status.title}</p>
              {status.detail && <p className="mt-1 text-sm">{status.detail}</p>}
            </div>
          </div>
        )}
      </div>

      <form
        onSubmit={(event) => void submit(event)}
        onFocus={contactSchema.prefetch}
        noValidate
        aria-busy={sending || undefined}
        className="space-y-5"
      >
        <p className="text-sm text-neutral-600">{t('requiredNote')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            {label(ids.name, t('name'))}
            <input
              id={ids.name}
              type="text"
              autoComplete="name"
              required
              placeholder={t('namePlaceholder')}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy(ids.name, errors.name)}
              className={`${inputClass} h-11`}
              {...register('name')}
            />
            {fieldError(ids.name, errors.name?.message)}
          </div>
          <div>
            {label(ids.email, t('email'))}
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              required
              placeholder={t('emailPlaceholder')}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy(ids.email, errors.email)}
              className={`${inputClass} h-11`}
              {...register('email')}
            />
            {fieldError(ids.email, errors.email?.message)}
          </div>
        </div>
        <div>
          {label(ids.message, t('message'))}
          <textarea
            id={ids.message}
            rows={6}
            required
            maxLength={MESSAGE_MAX}
            placeholder={t('messagePlaceholder')}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(ids.message, errors.message, `${ids.message}-count`)}
            className={`${inputClass} resize-y py-2.5`}
            {...register('message')}
          />
          <div className="mt-1.5 flex items-start justify-between gap-3">
            <div className="min-w-0">{fieldError(ids.message, errors.message?.message)}</div>
            <p id={`${ids.message}-count`} className="shrink-0 text-xs text-neutral-600">
              {t('characters', { count: messageLength, max: MESSAGE_MAX })}
            </p>
          </div>
        </div>
        <fieldset aria-describedby={describedBy(ids.captcha, errors.altcha, `${ids.captcha}-hint`)}>
          <legend className="mb-1.5 text-sm font-medium text-neutral-900">
            {t('captcha')}
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </legend>
          <CaptchaWidget ref={captcha} onChange={onCaptcha} />
          <p id={`${ids.captcha}-hint`} className="mt-1.5 text-xs text-neutral-600">
            {t('captchaHint')}
          </p>
          {fieldError(ids.captcha, errors.altcha?.message)}
        </fieldset>
        <SubmitButton disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {sending ? t('sending') : t('submit')}
        </SubmitButton>
      </form>
    </div>
  );
}
