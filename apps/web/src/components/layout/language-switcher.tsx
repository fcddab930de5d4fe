import { LANGUAGES, supportedLanguage } from '@curio/shared';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@/config/languages';
import { rememberLanguage } from '@/lib/i18n-loading';
import { useAddressLanguage, useSwitchLanguage } from '@/lib/language-navigation';
import { HeaderSelect } from './header-select';

const OPTIONS = LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng], lang: lng }));

/**
 * The page's language is its address's (decision 021). Choosing another stores the choice
 * (localStorage and the `lng` cookie) and moves to the same page at that language's address.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = useAddressLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <HeaderSelect
      icon={Languages}
      label={t('header.language')}
      value={current}
      options={OPTIONS}
      onChange={(value) => {
        const language = supportedLanguage(value);
        if (!language) return;
        rememberLanguage(language);
        void i18n.changeLanguage(language);
        void switchLanguage(language);
      }}
      className={className}
    />
  );
}
