import {
  DEFAULT_PRICE_RANGE,
  LIMITS,
  parsePriceInput,
  validatePriceRange,
  YUAN_SIGN,
  type PriceRange,
} from '@curio/shared';
import * as Slider from '@radix-ui/react-slider';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConvertedPrice } from '@/hooks/use-display-currency';
import { useSchemaText } from '@/hooks/use-schema-text';
import { formatPrice } from '@/utils/format-price';

/** The price inputs as typed, and the last valid range (what the slider shows). */
export type PriceDraft = { minText: string; maxText: string; range: PriceRange };

export function priceDraftOf(range: PriceRange): PriceDraft {
  return { minText: String(range.min), maxText: String(range.max), range };
}

export const DEFAULT_PRICE_DRAFT = priceDraftOf(DEFAULT_PRICE_RANGE);

/** Whether the typed prices are acceptable (storefront §5). */
export function isPriceDraftValid(draft: PriceDraft): boolean {
  const errors = validatePriceRange(draft.minText, draft.maxText);
  return !errors.min && !errors.max;
}

type PriceRangeFieldsProps = { draft: PriceDraft; onChange: (draft: PriceDraft) => void };

const inputStyle =
  'h-11 w-full rounded-lg border bg-white pr-3 pl-11 text-sm text-neutral-900 tabular-nums hover:border-neutral-400 focus:border-indigo-600';

/**
 * Price range: a slider from 0 to 350 in steps of 1 with a thumb for each end, and the two ends as
 * inputs. Typed prices are checked with the spec's messages (an empty input counts as 0); the
 * slider follows once they are valid.
 */
export function PriceRangeFields({ draft, onChange }: PriceRangeFieldsProps) {
  const { t, i18n } = useTranslation();
  const minId = useId();
  const maxId = useId();
  const messageOf = useSchemaText();
  const errors = validatePriceRange(draft.minText, draft.maxText);
  const converted = useConvertedPrice(i18n.resolvedLanguage ?? i18n.language);
  const convertedMin = converted(draft.range.min);
  const convertedMax = converted(draft.range.max);

  const typed = (minText: string, maxText: string) => {
    const next = { minText, maxText, range: draft.range };
    if (isPriceDraftValid(next)) {
      next.range = { min: parsePriceInput(minText), max: parsePriceInput(maxText) };
    }
    onChange(next);
  };

  const fields = [
    {
      id: minId,
      label: t('filters.minPrice'),
      value: draft.minText,
      error: messageOf(errors.min),
      onChange: (value: string) => typed(value, draft.maxText),
    },
    {
      id: maxId,
      label: t('filters.maxPrice'),
      value: draft.maxText,
      error: messageOf(errors.max),
      onChange: (value: string) => typed(draft.minText, value),
    },
  ];

  return (
    <div>
      <Slider.Root
        min={LIMITS.priceMin}
        max={LIMITS.priceMax}
        step={LIMITS.priceStep}
        minStepsBetweenThumbs={0}
        value={[draft.range.min, draft.range.max]}
        onValueChange={([min = LIMITS.priceMin, max = LIMITS.priceMax]) =>
          onChange(priceDraftOf({ min, max }))
        }
        className="relative flex h-11 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-neutral-200">
          <Slider.Range className="absolute h-full rounded-full bg-indigo-700" />
        </Slider.Track>
        {[
          { label: t('filters.minPriceThumb'), value: draft.range.min },
          { label: t('filters.maxPriceThumb'), value: draft.range.max },
        ].map(({ label, value }) => (
          <Slider.Thumb
            key={label}
            aria-label={label}
            // Screen readers say the price as money, in the reader's language.
            aria-valuetext={formatPrice(value, i18n.resolvedLanguage ?? i18n.language)}
            className="block size-6 cursor-grab rounded-full border-2 border-indigo-700 bg-white shadow-md transition-shadow hover:shadow-lg active:cursor-grabbing"
          />
        ))}
      </Slider.Root>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {fields.map((field) => (
          <div key={field.id}>
            <label htmlFor={field.id} className="mb-1 block text-sm font-medium text-neutral-800">
              {field.label}
            </label>
            <div className="relative">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-neutral-600"
              >
                {YUAN_SIGN}
              </span>
              <input
                id={field.id}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                aria-invalid={field.error ? true : undefined}
                aria-describedby={field.error ? `${field.id}-error` : undefined}
                className={`${inputStyle} ${field.error ? 'border-red-600' : 'border-neutral-300'}`}
              />
            </div>
            <p
              id={`${field.id}-error`}
              aria-live="polite"
              className="mt-1 min-h-5 text-sm text-red-700"
            >
              {field.error}
            </p>
          </div>
        ))}
      </div>
      {convertedMin && convertedMax && (
        // The filter works in CNY; this only tells the shopper what the bounds are in theirs.
        <p className="text-sm text-neutral-600 tabular-nums">
          {t('price.approximateRange', { from: convertedMin, to: convertedMax })}
        </p>
      )}
    </div>
  );
}
