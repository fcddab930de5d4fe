import { DEFAULT_LANGUAGE, languagePath, splitLanguagePath, type Language } from '@curio/shared';
import { useCallback } from 'react';
/* eslint-disable no-restricted-imports -- the one place that may use React Router's navigate */
import {
  useLocation,
  useNavigate as useRouterNavigate,
  type NavigateOptions,
  type To,
} from 'react-router';
/* eslint-enable no-restricted-imports */

/** Server addresses that are not pages: never under a language. */
const NOT_PAGES = /^\/(?:api|media|locales|assets|sitemaps?)(?:[/?#.]|$)/;

/**
 * `to` as the address of that page in `language` (decision 021): an absolute app path gains the
 * language's prefix (`/products/12` → `/de/products/12`, none in English). Left as they are:
 * relative paths, `?query` and `#hash` (they stay on the current address), external and
 * protocol-relative URLs, server paths (`/api`, `/media`, …) and paths already under a language.
 */
export function localisedTo(to: To, language: Language): To {
  if (typeof to !== 'string') {
    if (to.pathname === undefined) return to;
    const pathname = localisedTo(to.pathname, language);
    return pathname === to.pathname ? to : { ...to, pathname: pathname as string };
  }
  if (language === DEFAULT_LANGUAGE || !to.startsWith('/') || to.startsWith('//')) return to;
  if (NOT_PAGES.test(to)) return to;
  const pathname = to.split(/[?#]/, 1)[0] ?? to;
  if (splitLanguagePath(pathname).language) return to;
  return languagePath(language, to);
}

/**
 * The page being shown, read from the URL (so the same on the server and in the browser): its
 * language (English without a prefix) and its path without the language (`/de/profile` →
 * `/profile`). Compare paths with `path`, never with `location.pathname`.
 */
export function usePageAddress(): { language: Language; path: string; pathWithSearch: string } {
  const { pathname, search } = useLocation();
  const { language, path } = splitLanguagePath(pathname);
  return { language: language ?? DEFAULT_LANGUAGE, path, pathWithSearch: path + search };
}

/** The language of the current address. */
export function useAddressLanguage(): Language {
  return usePageAddress().language;
}

/** React Router's `useNavigate`, staying in the current address's language (see `localisedTo`). */
export function useNavigate() {
  const navigate = useRouterNavigate();
  const language = useAddressLanguage();
  return useCallback(
    (to: To | number, options?: NavigateOptions): void | Promise<void> =>
      typeof to === 'number' ? navigate(to) : navigate(localisedTo(to, language), options),
    [navigate, language],
  );
}

/**
 * Moves to the same page (path, query and fragment) at its address in another language:
 * `/de/products/12?x=1` → `/fr/products/12?x=1`, or `/products/12?x=1` for English.
 */
export function useSwitchLanguage() {
  const navigate = useRouterNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (language: Language) =>
      navigate(languagePath(language, splitLanguagePath(pathname).path) + search + hash),
    [navigate, pathname, search, hash],
  );
}
