import { LANGUAGE_PARAM, languagePath, splitLanguagePath, supportedLanguage } from '@curio/shared';

function isLanguageParameter(part: string): boolean {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')) === LANGUAGE_PARAM;
  } catch {
    return false;
  }
}

/**
 * Where an old `?lng=` link to a page now lives, or undefined when `url` has none: the page at its
 * address in that language, without `lng` (`/?lng=de&page=2` → `/de?page=2`, `?lng=en` → no
 * prefix). The other parameters are kept as they were written, in their order; an unknown language
 * only loses `lng`. Old links (the sitemap's `?lng=` alternates, shared addresses) answer 301 to it
 * (decision 021), so search engines move their index to the new addresses; the language
 * switcher's form sends `?lng=` too, when JavaScript does not run.
 */
export function languageAddressOf(url: string): string | undefined {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return undefined;
  const fragmentless = url.split('#', 1)[0] ?? url;
  const parts = fragmentless.slice(queryStart + 1).split('&');
  const lng = parts.find(isLanguageParameter);
  if (lng === undefined) return undefined;

  // No empty segment anywhere (browsers read a backslash as `/`): neither `//host?lng=de` nor
  // `/de//host?lng=en`, whose path after the prefix is `//host`, may lead to another host.
  const rawPath = url.slice(0, queryStart).replace(/[/\\]+/g, '/');
  const value = lng.includes('=') ? lng.slice(lng.indexOf('=') + 1) : '';
  let code = '';
  try {
    code = decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    // Not a language.
  }
  const language = supportedLanguage(code);
  const query = parts.filter((part) => part !== '' && !isLanguageParameter(part)).join('&');
  const page = language ? languagePath(language, splitLanguagePath(rawPath).path) : rawPath;
  return query ? `${page}?${query}` : page;
}
