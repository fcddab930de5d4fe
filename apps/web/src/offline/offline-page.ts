/**
 * The script of offline.html (the page the service worker shows when the server cannot be
 * reached; vite-plugins/offline-page.ts writes it in every language). Keeps only the reader's language
 * and theme; without it, the page simply shows all five languages.
 */
import { detectLanguage } from '../lib/i18n-loading';
import { applyTheme, readThemeChoice } from '../lib/theme';

// The app's own choice: the address's language, else the one chosen before, the browser's, English.
const sections = [...document.querySelectorAll<HTMLElement>('section[lang]')];
const shown = sections.find((section) => section.lang === detectLanguage());

if (shown) {
  for (const section of sections) section.hidden = section !== shown;
  document.documentElement.lang = shown.lang;
  document.title = shown.querySelector('h1')?.textContent ?? document.title;
}
applyTheme(readThemeChoice());
