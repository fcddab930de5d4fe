import { LANGUAGES } from '@curio/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector, translationFiles } from './i18n-loading';

/** Keeps `<html lang>` equal to the language shown, for screen readers and hyphenation. */
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = i18n.resolvedLanguage ?? lng;
});

/** Settles once the language and its translations are ready (or failed to load). */
export const i18nReady: Promise<unknown> = i18n
  .use(translationFiles)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    // The shell and storefront at start; a feature's own file (accounts, dashboard, admin,
    // contact: config/i18n-namespaces.ts) when a page first asks for it (useTranslation(ns)).
    ns: ['translation'],
    defaultNS: 'translation',
    supportedLngs: LANGUAGES,
    // Every key exists in every language (lib/translations.test.ts): no second language to load.
    fallbackLng: false,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  })
  .catch(() => undefined);

export default i18n;
