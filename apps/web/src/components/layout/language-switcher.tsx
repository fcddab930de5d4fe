import { DEFAULT_LANGUAGE, LANGUAGES } from '@curio/shared';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@/config/languages';

/** Changing the language also stores it (the i18next detector caches it in localStorage). */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="flex items-center text-neutral-600">
        <Languages aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('header.language')}</span>
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage ?? DEFAULT_LANGUAGE}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 md:min-h-9 md:w-auto md:py-1.5"
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
