import { colorToHex } from '@curio/shared';
import { useTranslation } from 'react-i18next';
import { ColorLetterSwatch } from './color-letter-swatch';

/** The live preview under the colour field: the swatch of what is typed, with its hex code. */
export function ColorPreview({ value }: { value: string }) {
  const { t } = useTranslation('admin');
  const hex = value.trim() ? colorToHex(value) : null;
  return (
    <div className="flex items-center gap-3 rounded-xl border border-neutral-200 bg-neutral-50 p-3">
      {hex ? (
        <ColorLetterSwatch name={value} size="lg" />
      ) : (
        <span
          aria-hidden="true"
          className="size-14 shrink-0 rounded-xl border-2 border-dashed border-neutral-300 bg-white"
        />
      )}
      <div className="min-w-0 text-sm">
        <p className="font-medium text-neutral-900">{t('colors.preview')}</p>
        <p aria-live="polite" className="truncate text-neutral-600">
          {hex ? (
            <>
              <span className="sr-only">{t('colors.previewOf', { name: value.trim() })}: </span>
              <span className="font-mono">{hex}</span>
            </>
          ) : (
            t('colors.noPreview')
          )}
        </p>
      </div>
    </div>
  );
}
