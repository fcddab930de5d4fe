import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@curio/shared';
import type { BackendModule, LanguageDetectorModule } from 'i18next';

/** Where the chosen language is remembered (the key i18next's own detector used). */
const LANGUAGE_STORAGE_KEY = 'i18nextLng';

function supported(code: string | null | undefined): Language | undefined {
  const base = code?.split('-')[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === base);
}

function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language to show: `?lng=` (the sitemap's hreflang links), then the one chosen before, then
 * the browser's, then English — always one the app has, so no fallback language is ever loaded.
 */
export function detectLanguage(): Language {
  const fromQuery = new URLSearchParams(window.location.search).get('lng');
  return (
    supported(fromQuery) ??
    supported(stored()) ??
    navigator.languages.map(supported).find(Boolean) ??
    DEFAULT_LANGUAGE
  );
}

/** i18next's detector, as above; a chosen language is remembered. */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguage,
  cacheUserLanguage(language: string) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not remembered: the browser's language is used next time.
    }
  },
};

/**
 * Translation files from /locales/{language}/{namespace}.json — the same request the server
 * preloads for the first page (apps/server web/first-paint.ts), so it is not fetched twice.
 */
export const translationFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    fetch(`/locales/${language}/${namespace}.json`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${namespace} (${language})`);
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};
