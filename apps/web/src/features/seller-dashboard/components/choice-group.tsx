import { Check } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSwatch } from '@/components/ui/color-swatch';

type ChoiceGroupProps = {
  legend: string;
  /** The names to choose from (a lookup list of the server). */
  options: readonly string[] | undefined;
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** Focused by the form when the group is the first field in error. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  loading?: boolean;
  loadFailed?: boolean;
  /** Colour names: each option shows its swatch. */
  swatches?: boolean;
  /** The name shown for an option (the viewer's language); the value stays the English name. */
  labelOf?: (name: string) => string;
};

/**
 * A multiple choice of names (colours, sizes, categories) as a group of toggle chips: real
 * checkboxes in a fieldset, so that keyboards and screen readers know them.
 */
export function ChoiceGroup({
  legend,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  loading = false,
  loadFailed = false,
  swatches = false,
  labelOf = (name) => name,
}: ChoiceGroupProps) {
  const { t } = useTranslation('dashboard');
  const errorId = useId();
  const selected = new Set(value.map((name) => name.toLowerCase()));
  // Names already on the product stay visible, even if the list no longer has them.
  const known = new Set((options ?? []).map((name) => name.toLowerCase()));
  const names = [...(options ?? []), ...value.filter((name) => !known.has(name.toLowerCase()))];

  const toggle = (name: string, checked: boolean) =>
    onChange(
      checked
        ? [...value, name]
        : value.filter((item) => item.toLowerCase() !== name.toLowerCase()),
    );

  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="min-w-0"
    >
      <legend className="mb-1 flex w-full items-baseline justify-between gap-3 text-sm font-semibold text-neutral-900">
        <span>
          {legend}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </span>
        <span className="text-xs font-normal text-neutral-600">
          {t('form.selected', { count: value.length })}
        </span>
      </legend>
      {loading ? (
        <div aria-hidden="true" className="mt-2 flex flex-wrap gap-2">
          {Array.from({ length: 8 }, (_, index) => (
            <span key={index} className="h-9 w-20 animate-pulse rounded-full bg-neutral-200" />
          ))}
        </div>
      ) : loadFailed ? (
        <p className="mt-2 text-sm text-red-700">{t('form.optionsFailed')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {names.map((name, index) => {
            const checked = selected.has(name.toLowerCase());
            return (
              <li key={name}>
                <label className="cursor-pointer">
                  <input
                    ref={index === 0 ? inputRef : undefined}
                    type="checkbox"
                    checked={checked}
                    onChange={(event) => toggle(name, event.target.checked)}
                    onBlur={onBlur}
                    className="peer sr-only"
                  />
                  <span className="inline-flex min-h-9 items-center gap-2 rounded-full border border-neutral-300 bg-white px-3 py-1 text-sm text-neutral-800 transition-colors peer-checked:border-indigo-700 peer-checked:bg-indigo-50 peer-checked:text-indigo-900 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 hover:border-neutral-400">
                    {swatches ? (
                      <ColorSwatch name={name} size="sm" selected={checked} />
                    ) : (
                      checked && <Check aria-hidden="true" className="size-4 text-indigo-700" />
                    )}
                    {labelOf(name)}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
