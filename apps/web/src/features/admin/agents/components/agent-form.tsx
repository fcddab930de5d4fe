import { zodResolver } from '@hookform/resolvers/zod';
import {
  agentInputSchema,
  isReadableAgentColor,
  MESSAGES,
  swatchHex,
  type AdminAgent,
  type Color,
} from '@curio/shared';
import { useEffect, useId, useMemo, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { inputClassName } from '../../common/components/button-styles';
import { FormActions, FormModeBadge } from '../../common/components/form-actions';
import { useSchemaText } from '@/hooks/use-schema-text';
import { AgentColorContrast } from './agent-color-contrast';
import { AgentTestLink } from './agent-test-link';

type AgentFormInput = z.input<typeof agentInputSchema>;
export type AgentFormOutput = z.output<typeof agentInputSchema>;

type AgentFormProps = {
  colors: Color[] | undefined;
  colorsFailed: boolean;
  /** The agent being edited (edit mode), or null (add mode). */
  editing: AdminAgent | null;
  /** Resolves when saved; rejects when the call failed (the caller shows the error). */
  onSubmit: (input: AgentFormOutput) => Promise<unknown>;
  onCancel: () => void;
  nameRef?: RefObject<HTMLInputElement | null>;
};

const EMPTY: AgentFormInput = {
  name: '',
  themeColorId: undefined as unknown as number,
  referralCode: '',
  linkTemplate: '',
};

function valuesOf(agent: AdminAgent | null): AgentFormInput {
  if (!agent) return EMPTY;
  return {
    name: agent.name,
    themeColorId: agent.themeColorId ?? (undefined as unknown as number),
    referralCode: agent.referralCode,
    linkTemplate: agent.linkTemplate ?? '',
  };
}

/** The server's schema, and its rule that the agent's name is readable in the chosen colour. */
function formSchema(colors: Color[] | undefined) {
  return agentInputSchema.refine(
    ({ themeColorId }) => {
      const color = colors?.find((candidate) => candidate.id === themeColorId);
      return !color || isReadableAgentColor(color.color);
    },
    { path: ['themeColorId'], message: MESSAGES.agentColorUnreadable },
  );
}

/**
 * The agent form: name, theme colour (from the colours, with the contrast the agent's name gets in
 * the header), referral code and link template, with a "Test link" that shows the Buy links the
 * agent as typed makes. Checked with the server's own schema and contrast rule.
 */
export function AgentForm({
  colors,
  colorsFailed,
  editing,
  onSubmit,
  onCancel,
  nameRef,
}: AgentFormProps) {
  const { t } = useTranslation('admin');
  const ids = {
    name: useId(),
    color: useId(),
    referral: useId(),
    template: useId(),
    templateHint: useId(),
    contrast: useId(),
  };
  const resolver = useMemo(() => zodResolver(formSchema(colors)), [colors]);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AgentFormInput, unknown, AgentFormOutput>({
    resolver,
    defaultValues: EMPTY,
  });

  // Entering edit mode copies the agent into the form; leaving it clears the form.
  useEffect(() => {
    reset(valuesOf(editing));
    if (editing) nameRef?.current?.focus();
  }, [editing, reset, nameRef]);

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch {
      return;
    }
    if (!editing) reset(EMPTY);
  });

  const { ref: nameRegisterRef, ...nameField } = register('name');
  const [selectedColorId, name, linkTemplate, referralCode] = useWatch({
    control,
    name: ['themeColorId', 'name', 'linkTemplate', 'referralCode'],
  });
  const selectedColor = colors?.find((color) => color.id === selectedColorId);
  const errorText = useSchemaText();
  const fieldError = (id: string, message: string | undefined) =>
    message ? (
      <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
        {errorText(message)}
      </p>
    ) : null;
  const describedBy = (id: string, message: string | undefined, hint?: string) =>
    [message ? `${id}-error` : undefined, hint].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="flex justify-end">
        <FormModeBadge editingName={editing ? editing.name : null} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.name} className="mb-1.5 block text-sm font-medium text-neutral-900">
            {t('agents.name')}
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </label>
          <input
            id={ids.name}
            type="text"
            autoComplete="off"
            required
            placeholder={t('agents.namePlaceholder')}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(ids.name, errors.name?.message)}
            className={inputClassName}
            {...nameField}
            ref={(element) => {
              nameRegisterRef(element);
              if (nameRef) nameRef.current = element;
            }}
          />
          {fieldError(ids.name, errors.name?.message)}
        </div>
        <div>
          <label htmlFor={ids.color} className="mb-1.5 block text-sm font-medium text-neutral-900">
            {t('agents.themeColor')}
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </label>
          <div className="relative">
            <span
              aria-hidden="true"
              style={
                selectedColor ? { backgroundColor: swatchHex(selectedColor.color) } : undefined
              }
              className={`pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 rounded-full ring-1 ring-black/15 ring-inset ${selectedColor ? '' : 'bg-neutral-300'}`}
            />
            <select
              id={ids.color}
              required
              aria-invalid={errors.themeColorId ? true : undefined}
              aria-describedby={describedBy(
                ids.color,
                errors.themeColorId?.message,
                selectedColor ? ids.contrast : undefined,
              )}
              className={`${inputClassName} pl-9`}
              {...register('themeColorId', {
                setValueAs: (value: unknown) =>
                  value === '' || value === undefined || value === null ? undefined : Number(value),
              })}
            >
              <option value="">{t('agents.chooseColor')}</option>
              {colors?.map((color) => (
                <option key={color.id} value={color.id}>
                  {color.color}
                </option>
              ))}
            </select>
          </div>
          {fieldError(ids.color, errors.themeColorId?.message)}
          {selectedColor && (
            <AgentColorContrast id={ids.contrast} name={name} color={selectedColor.color} />
          )}
          {colorsFailed && <p className="mt-1.5 text-sm text-red-700">{t('colors.loadFailed')}</p>}
        </div>
        <div>
          <label
            htmlFor={ids.referral}
            className="mb-1.5 block text-sm font-medium text-neutral-900"
          >
            {t('agents.referralCode')}
          </label>
          <input
            id={ids.referral}
            type="text"
            autoComplete="off"
            placeholder={t('agents.referralPlaceholder')}
            aria-invalid={errors.referralCode ? true : undefined}
            aria-describedby={describedBy(ids.referral, errors.referralCode?.message)}
            className={inputClassName}
            {...register('referralCode')}
          />
          {fieldError(ids.referral, errors.referralCode?.message)}
        </div>
        <div>
          <label
            htmlFor={ids.template}
            className="mb-1.5 block text-sm font-medium text-neutral-900"
          >
            {t('agents.linkTemplate')}
          </label>
          <input
            id={ids.template}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={t('agents.linkTemplatePlaceholder')}
            aria-invalid={errors.linkTemplate ? true : undefined}
            aria-describedby={describedBy(
              ids.template,
              errors.linkTemplate?.message,
              ids.templateHint,
            )}
            className={inputClassName}
            {...register('linkTemplate')}
          />
          {fieldError(ids.template, errors.linkTemplate?.message)}
        </div>
      </div>
      <p id={ids.templateHint} className="text-xs text-neutral-600">
        {t('agents.linkTemplateHint')}
      </p>
      <AgentTestLink name={name} referralCode={referralCode} linkTemplate={linkTemplate} />
      <div className="flex flex-wrap gap-2">
        <FormActions
          editing={editing !== null}
          submitting={isSubmitting}
          addLabel={t('agents.add')}
          updateLabel={t('agents.update')}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}
