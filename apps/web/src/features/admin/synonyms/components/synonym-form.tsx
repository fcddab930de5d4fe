import type { AdminSynonymRule } from '@curio/shared';
import { useEffect, type RefObject } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaText } from '@/hooks/use-schema-text';
import { FormActions, FormModeBadge } from '../../common/components/form-actions';
import { TextField } from '../../common/components/text-field';
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

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="flex justify-end">
        <FormModeBadge editingName={editing ? editing.terms.join(', ') : null} />
      </div>
      <TextField
        label={t('synonyms.terms')}
        required
        placeholder={t('synonyms.termsPlaceholder')}
        hint={t('synonyms.termsHint')}
        error={errorText(errors.terms?.message)}
        {...termsField}
        ref={(element) => {
          termsRegisterRef(element);
          if (termsRef) termsRef.current = element;
        }}
      />
      <TextField
        label={t('synonyms.mapsTo')}
        placeholder={t('synonyms.mapsToPlaceholder')}
        hint={t('synonyms.mapsToHint')}
        error={errorText(errors.mapsTo?.message)}
        {...register('mapsTo')}
      />
      <div className="flex flex-wrap gap-2">
        <FormActions
          editing={editing !== null}
          submitting={isSubmitting}
          addLabel={t('synonyms.add')}
          updateLabel={t('synonyms.update')}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}
