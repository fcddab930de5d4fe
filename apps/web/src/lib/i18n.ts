import { DEFAULT_LANGUAGE, LANGUAGES, splitLanguagePath } from '@curio/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector, translationFiles } from './i18n-loading';
import { keepOneNumberFormatPerLanguage } from './i18n-number-format';

const inBrowser = typeof window !== 'undefined';

/** Keeps `<html lang>` equal to the language shown, for screen readers and hyphenation. */
i18n.on('languageChanged', (lng) => {
  if (inBrowser) document.documentElement.lang = i18n.resolvedLanguage ?? lng;
});

/**
 * Settles once the language and its translations are ready (or failed to load). The browser's
 * instance only: the language is the address's (decision 020); the server renders each page with
 * an instance of its own (app/entry.server.tsx).
 */
export const i18nReady: Promise<unknown> = !inBrowser
  ? Promise.resolve()
  : i18n
      .use(translationFiles)
      .use(languageDetector)
      .use(initReactI18next)
      .init({
        // The shell and storefront at start; a feature's own file (accounts, dashboard, admin,
        // contact: config/i18n-namespaces.ts) when a page first asks for it (useTranslation(ns)).
        lng: splitLanguagePath(window.location.pathname).language ?? DEFAULT_LANGUAGE,
        ns: ['translation'],
        defaultNS: 'translation',
        supportedLngs: LANGUAGES,
        // Every key exists in every language (lib/translations.test.ts): no second language to load.
        fallbackLng: false,
        load: 'languageOnly',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      })
      .then(() => keepOneNumberFormatPerLanguage(i18n))
      .catch(() => undefined);

export default i18n;
