import { DEFAULT_LANGUAGE, LANGUAGES } from '@curio/shared';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@/config/languages';
import { HeaderSelect } from './header-select';

const OPTIONS = LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng], lang: lng }));

/** Changing the language also stores it (the i18next detector caches it in localStorage). */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <HeaderSelect
      icon={Languages}
      label={t('header.language')}
      value={i18n.resolvedLanguage ?? DEFAULT_LANGUAGE}
      options={OPTIONS}
      onChange={(lng) => void i18n.changeLanguage(lng)}
      className={className}
    />
  );
}
