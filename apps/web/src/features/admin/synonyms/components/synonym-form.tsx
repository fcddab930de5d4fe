import type { AdminSynonymRule } from '@curio/shared';
import { Plus, Save } from 'lucide-react';
import { useEffect, useId, type RefObject } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { useSchemaText } from '@/hooks/use-schema-text';
import { inputClassName } from '../../common/components/button-styles';
import {
  EMPTY_SYNONYM_FORM,
  parseSynonymForm,
  synonymFormValuesOf,
  type SynonymFormValues,
  type SynonymRuleOutput,
} from '../utils/synonym-form-values';

type SynonymFormProps = {
  /** The rule being edited (edit mode), or null (add mode). */
  editing: AdminSynonymRule | null;
  /** Resolves when saved; rejects when the call failed (the caller shows the error). */
  onSubmit: (rule: SynonymRuleOutput) => Promise<unknown>;
  onCancel: () => void;
  termsRef?: RefObject<HTMLInputElement | null>;
};

const resolver: Resolver<SynonymFormValues, unknown, SynonymRuleOutput> = (values) => {
  const parsed = parseSynonymForm(values);
  if (!parsed.errors) return { values: parsed.rule, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(parsed.errors).map(([field, message]) => [field, { type: 'validate', message }]),
  );
  return { values: {}, errors };
};

/**
 * A synonym rule: its terms, and optionally the terms they also find (one-way); each a
 * comma-separated list, checked with the server's own schema.
 */
export function SynonymForm({ editing, onSubmit, onCancel, termsRef }: SynonymFormProps) {
  const { t } = useTranslation('admin');
  const errorText = useSchemaText();
  const ids = { terms: useId(), termsHint: useId(), mapsTo: useId(), mapsToHint: useId() };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SynonymFormValues, unknown, SynonymRuleOutput>({
    resolver,
    defaultValues: EMPTY_SYNONYM_FORM,
  });

  // Entering edit mode copies the rule into the form; leaving it clears the form.
  useEffect(() => {
    reset(synonymFormValuesOf(editing));
    if (editing) termsRef?.current?.focus();
  }, [editing, reset, termsRef]);

  const submit = handleSubmit(async (rule) => {
    try {
      await onSubmit(rule);
    } catch {
      return; // The caller shows the failure in the banner; the form keeps what was typed.
    }
    if (!editing) reset(EMPTY_SYNONYM_FORM);
  });

  const { ref: termsRegisterRef, ...termsField } = register('terms');
  const describedBy = (id: string, hint: string, message: string | undefined) =>
    [message ? `${id}-error` : undefined, hint].filter(Boolean).join(' ');
  const fieldError = (id: string, message: string | undefined) =>
    message ? (
      <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
        {errorText(message)}
      </p>
    ) : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="flex justify-end">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${editing ? 'bg-amber-100 text-amber-900' : 'bg-neutral-100 text-neutral-700'}`}
        >
          {editing ? t('common.editMode', { name: editing.terms.join(', ') }) : t('common.addMode')}
        </span>
      </div>
      <div>
        <label htmlFor={ids.terms} className="mb-1.5 block text-sm font-medium text-neutral-900">
          {t('synonyms.terms')}
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </label>
        <input
          id={ids.terms}
          type="text"
          autoComplete="off"
          required
          placeholder={t('synonyms.termsPlaceholder')}
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={describedBy(ids.terms, ids.termsHint, errors.terms?.message)}
          className={inputClassName}
          {...termsField}
          ref={(element) => {
            termsRegisterRef(element);
            if (termsRef) termsRef.current = element;
          }}
        />
        <p id={ids.termsHint} className="mt-1.5 text-xs text-neutral-600">
          {t('synonyms.termsHint')}
        </p>
        {fieldError(ids.terms, errors.terms?.message)}
      </div>
      <div>
        <label htmlFor={ids.mapsTo} className="mb-1.5 block text-sm font-medium text-neutral-900">
          {t('synonyms.mapsTo')}
        </label>
        <input
          id={ids.mapsTo}
          type="text"
          autoComplete="off"
          placeholder={t('synonyms.mapsToPlaceholder')}
          aria-invalid={errors.mapsTo ? true : undefined}
          aria-describedby={describedBy(ids.mapsTo, ids.mapsToHint, errors.mapsTo?.message)}
          className={inputClassName}
          {...register('mapsTo')}
        />
        <p id={ids.mapsToHint} className="mt-1.5 text-xs text-neutral-600">
          {t('synonyms.mapsToHint')}
        </p>
        {fieldError(ids.mapsTo, errors.mapsTo?.message)}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={isSubmitting} className={buttonClassName('primary')}>
          {editing ? (
            <Save aria-hidden="true" className="size-4" />
          ) : (
            <Plus aria-hidden="true" className="size-4" />
          )}
          {isSubmitting ? t('common.saving') : editing ? t('synonyms.update') : t('synonyms.add')}
        </button>
        {editing && (
          <button type="button" onClick={onCancel} className={buttonClassName('secondary')}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
