import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  splitLanguagePath,
  type Language,
} from '@curio/shared';
import type { BackendModule, LanguageDetectorModule } from 'i18next';

/** Where the chosen language is remembered (the key i18next's own detector used). */
const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** How long the cookie copy of the choice lasts: a year, in seconds. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

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

function hasLanguageCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));
}

function writeLanguageCookie(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/**
 * Remembers the reader's choice (the language switcher): in localStorage as the spec says, and in
 * the `lng` cookie, so the server's answer to an address without a language follows it too
 * (decision 021).
 */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not in localStorage: the cookie still carries it.
  }
  writeLanguageCookie(language);
}

/**
 * The language to show. A page's address names it (decision 021): `/de/…` is German and an address
 * without a language is the English page. Only a file that stands in for any page (offline.html)
 * follows the choice made before, then the browser's language, then English.
 */
export function detectLanguage(): Language {
  const { pathname } = window.location;
  const fromAddress = splitLanguagePath(pathname).language;
  if (fromAddress) return fromAddress;
  if (!/\.[a-z0-9]+$/i.test(pathname)) return DEFAULT_LANGUAGE;
  return (
    supported(stored()) ?? navigator.languages.map(supported).find(Boolean) ?? DEFAULT_LANGUAGE
  );
}

/**
 * i18next's detector, as above. Showing a page in its address's language does not change the
 * stored choice (only the switcher does); a choice stored before the cookie existed is copied into
 * it, so the server follows it from the next request on.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  init() {
    const choice = supported(stored());
    if (choice && !hasLanguageCookie()) writeLanguageCookie(choice);
  },
  detect: detectLanguage,
};

/** Translation files from /locales/{language}/{namespace}.json. */
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
