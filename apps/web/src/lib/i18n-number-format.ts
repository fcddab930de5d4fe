import type { i18n as I18n } from 'i18next';

const formats = new Map<string, Intl.NumberFormat>();

/** `value` written for `language` ("1,234" in English, "1.234" in German), one formatter each. */
function formatNumber(value: number, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    formats.set(language, format);
  }
  return format.format(value);
}

/**
 * `{{count, number}}` through one formatter per language: i18next's own keeps one per set of
 * options, and its options are the whole call's (the count and every other value), so a new count
 * built a new `Intl.NumberFormat` — the dearest step of a page's first render in a profile.
 * The translations use `number` with no options (lib/translations.test.ts).
 */
export function keepOneNumberFormatPerLanguage(i18n: I18n): void {
  i18n.services.formatter?.add('number', (value: unknown, language: string | undefined) =>
    typeof value === 'number' ? formatNumber(value, language ?? i18n.language) : String(value),
  );
}
