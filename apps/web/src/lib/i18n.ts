import { DEFAULT_LANGUAGE, LANGUAGES } from '@curio/shared';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES } from '@/config/i18n-namespaces';

/** Keeps `<html lang>` equal to the language shown, for screen readers and hyphenation. */
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = i18n.resolvedLanguage ?? lng;
});

void i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    ns: NAMESPACES,
    defaultNS: 'translation',
    supportedLngs: LANGUAGES,
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    detection: {
      // ?lng= first: the sitemap's hreflang links name the language in the address.
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: 'lng',
      caches: ['localStorage'],
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

export default i18n;
