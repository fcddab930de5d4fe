/**
 * The script of offline.html (the page the service worker shows when the server cannot be
 * reached; build/offline-page.ts writes it in every language). Keeps only the reader's language
 * and theme; without it, the page simply shows all five languages.
 */
import { applyTheme, readThemeChoice } from '../lib/theme';

/** Where i18next's language detector keeps the chosen language. */
const LANGUAGE_STORAGE_KEY = 'i18nextLng';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

const sections = [...document.querySelectorAll<HTMLElement>('section[lang]')];
const wanted = [storedLanguage(), ...navigator.languages]
  .filter((language): language is string => Boolean(language))
  .map((language) => language.slice(0, 2).toLowerCase());
const shown = [...wanted, 'en']
  .map((language) => sections.find((section) => section.lang === language))
  .find((section) => section !== undefined);

if (shown) {
  for (const section of sections) section.hidden = section !== shown;
  document.documentElement.lang = shown.lang;
  document.title = shown.querySelector('h1')?.textContent ?? document.title;
}
applyTheme(readThemeChoice());
