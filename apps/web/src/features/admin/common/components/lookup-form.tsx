import {
  lookupTranslationsInputSchema,
  TRANSLATED_LANGUAGES,
  type LookupTranslations,
} from '@curio/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, type ReactNode, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LANGUAGE_NAMES } from '@/config/languages';
import { useSchemaText } from '@/hooks/use-schema-text';
import { inputClassName } from './button-styles';
import { FormActions, FormModeBadge } from './form-actions';
import { TextField } from './text-field';

type LookupFormTexts = {
  label: string;
  placeholder: string;
  add: string;
  update: string;
};

type LookupFormProps = {
  /** The field's rule from the shared input schema (the server checks the same). */
  fieldSchema: z.ZodType<string, string>;
  texts: LookupFormTexts;
  /** The item being edited (edit mode), or null (add mode). */
  editing: { id: number; value: string; translations: LookupTranslations } | null;
  /** Saves; resolves when saved, rejects when the call failed (the caller shows the error). */
  onSubmit: (value: string, translations: LookupTranslations) => Promise<unknown>;
  onCancel: () => void;
  /** Shown under the field, with the value being typed (the colour preview). */
  preview?: (value: string) => ReactNode;
  inputRef?: RefObject<HTMLInputElement | null>;
};

type FormValues = { value: string; translations?: LookupTranslations };
type SavedValues = { value: string; translations: LookupTranslations };

const formTranslations = (translations: LookupTranslations = {}) =>
  Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, translations[language] ?? '']),
  ) as LookupTranslations;

/**
 * The form of the colour, size and category tabs: the English name (required) and the names in
 * the other languages (optional); add mode by default; an item's Edit copies it in (edit mode,
 * with Cancel); a successful add or update clears it.
 */
export function LookupForm({
  fieldSchema,
  texts,
  editing,
  onSubmit,
  onCancel,
  preview,
  inputRef,
}: LookupFormProps) {
  const { t } = useTranslation('admin');
  const schemaText = useSchemaText();
  const fieldId = useId();
  const errorId = useId();
  const schema = useMemo(
    () => z.object({ value: fieldSchema, translations: lookupTranslationsInputSchema }),
    [fieldSchema],
  );
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, SavedValues>({
    resolver: zodResolver(schema),
    defaultValues: { value: '', translations: formTranslations() },
  });

  const editingId = editing?.id;
  const editingValue = editing?.value ?? '';
  const editingTranslations = editing?.translations;
  // Entering edit mode copies the item into the form; leaving it clears the form.
  useEffect(() => {
    reset({ value: editingValue, translations: formTranslations(editingTranslations) });
    if (editingId !== undefined) inputRef?.current?.focus();
  }, [editingId, editingValue, editingTranslations, reset, inputRef]);

  // The shared rule leaves an empty name out: the shopper then sees the English one. An edit
  // sends every language, an empty one as '', as the server keeps the languages left out.
  const submit = handleSubmit(async ({ value, translations }) => {
    try {
      await onSubmit(value, editing ? formTranslations(translations) : translations);
    } catch {
      return; // The caller shows the failure in the banner; the form keeps what was typed.
    }
    if (!editing) reset({ value: '', translations: formTranslations() });
  });

  const { ref: registerRef, ...field } = register('value');
  const error = errors.value?.message;
  const value = useWatch({ control, name: 'value' });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium text-neutral-900">
          {texts.label}
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </label>
        <FormModeBadge editingName={editing ? editing.value : null} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <input
            id={fieldId}
            type="text"
            autoComplete="off"
            required
            placeholder={texts.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={inputClassName}
            {...field}
            ref={(element) => {
              registerRef(element);
              if (inputRef) inputRef.current = element;
            }}
          />
          {error && (
            <p id={errorId} className="mt-1.5 text-sm text-red-700">
              {schemaText(error)}
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          <FormActions
            editing={editing !== null}
            submitting={isSubmitting}
            addLabel={texts.add}
            updateLabel={texts.update}
            onCancel={onCancel}
          />
        </div>
      </div>
      {preview?.(value)}
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-neutral-900">{t('lookupNames.legend')}</legend>
        <p className="text-xs text-neutral-600">{t('lookupNames.hint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {TRANSLATED_LANGUAGES.map((language) => (
            <TextField
              key={language}
              label={t('lookupNames.label', { language: LANGUAGE_NAMES[language] })}
              lang={language}
              error={schemaText(errors.translations?.[language]?.message)}
              {...register(`translations.${language}`)}
            />
          ))}
        </div>
      </fieldset>
    </form>
  );
}
