import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../limits';

/**
 * Each language version of a page has its own address (decision 020): English unprefixed
 * (`/products/12`), the others under their code (`/de/products/12`, `/zh` for the home page).
 * Used by the web app's route tree and links, the server's redirects and the sitemap.
 */

/** The cookie that mirrors the reader's stored language choice, for the server's first answer. */
export const LANGUAGE_COOKIE = 'lng';

/**
 * The query parameter that names a language (`?lng=de`): the server answers it with the page's
 * address in that language. Old links carry it, and the language switcher sends it without
 * JavaScript.
 */
export const LANGUAGE_PARAM = 'lng';

/** The languages whose pages live under a prefix: every one but English. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter(
  (language): language is Exclude<Language, 'en'> => language !== DEFAULT_LANGUAGE,
);

/** A supported language from a code such as `de`, `de-AT` or `zh-Hans-CN`, else undefined. */
export function supportedLanguage(code: string | null | undefined): Language | undefined {
  const base = code?.trim().split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === base);
}

/**
 * The language an address names and the page's path without it: `/de/products/12` →
 * `{ language: 'de', path: '/products/12' }`; `/products/12` → `{ language: undefined, … }`;
 * `/en/…` names no language (English has no prefix) and is left as it is.
 */
export function splitLanguagePath(pathname: string): {
  language: Language | undefined;
  path: string;
} {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const language = PREFIXED_LANGUAGES.find((code) => code === match?.[1]);
  if (!match || !language) return { language: undefined, path: pathname || '/' };
  return { language, path: match[2] || '/' };
}

/** The address of `path` (a path without a language, with or without its query) in `language`. */
export function languagePath(language: Language, path: string): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  if (language === DEFAULT_LANGUAGE) return normalised;
  if (normalised === '/') return `/${language}`;
  if (normalised.startsWith('/?')) return `/${language}${normalised.slice(1)}`;
  return `/${language}${normalised}`;
}

/**
 * The language of a first visit to an unprefixed address: the stored choice (its cookie), then the
 * browser's languages in their order of preference (Accept-Language), then English.
 */
export function preferredLanguage(
  storedChoice: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  const stored = supportedLanguage(storedChoice);
  if (stored) return stored;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [code, ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { code, quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0 && Number.isFinite(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { code } of ranked) {
    const language = supportedLanguage(code);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export type AlternateLink = { hrefLang: Language | 'x-default'; href: string };

/**
 * A page's canonical address and its language versions, for `<link rel=canonical>`, hreflang
 * alternates and the sitemap. `pathWithQuery` is the page without its language (`/?page=2`); the
 * query is kept (page, search, filters and sort are pages of their own), in its given order.
 */
export function pageAddresses(
  publicUrl: string,
  language: Language,
  pathWithQuery: string,
): { canonical: string; alternates: AlternateLink[] } {
  const origin = publicUrl.replace(/\/+$/, '');
  const href = (code: Language) => origin + languagePath(code, pathWithQuery);
  return {
    canonical: href(language),
    alternates: [
      ...LANGUAGES.map((code) => ({ hrefLang: code, href: href(code) })),
      { hrefLang: 'x-default', href: href(DEFAULT_LANGUAGE) },
    ],
  };
}
