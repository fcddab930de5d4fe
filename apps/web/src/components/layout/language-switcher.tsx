import { LANGUAGE_PARAM, LANGUAGES, supportedLanguage } from '@curio/shared';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AddressForm } from '@/components/ui/address-form';
import { LANGUAGE_NAMES } from '@/config/languages';
import { rememberLanguage } from '@/lib/i18n-loading';
import { useAddressLanguage, useSwitchLanguage } from '@/lib/language-navigation';
import { HeaderSelect } from './header-select';

const OPTIONS = LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng], lang: lng }));

/**
 * The page's language is its address's (decision 021). Choosing another stores the choice
 * (localStorage and the `lng` cookie) and moves to the same page at that language's address.
 * Without JavaScript, a button sends the page's address with `?lng=`, which the server answers
 * with a redirect to that address; nothing is stored then.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const current = useAddressLanguage();
  const switchLanguage = useSwitchLanguage();
  const kept = new URLSearchParams(searchParams);
  kept.delete(LANGUAGE_PARAM);
  return (
    <AddressForm
      action={pathname}
      params={kept}
      submitLabel={t('header.languageSubmit')}
      className={`flex items-center gap-2 ${className}`}
    >
      <HeaderSelect
        icon={Languages}
        label={t('header.language')}
        name={LANGUAGE_PARAM}
        value={current}
        options={OPTIONS}
        onChange={(value) => {
          const language = supportedLanguage(value);
          if (!language) return;
          rememberLanguage(language);
          void i18n.changeLanguage(language);
          void switchLanguage(language);
        }}
        className="w-full"
      />
    </AddressForm>
  );
}
