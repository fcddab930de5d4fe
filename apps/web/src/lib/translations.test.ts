import { LANGUAGES, MESSAGES, type Language } from '@curio/shared';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/config/i18n-namespaces';

/** Every translation file, by language, then by namespace. */
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function fileOf(lng: Language, ns: string): unknown {
  const file = files[`../../public/locales/${lng}/${ns}.json`];
  if (!file) throw new Error(`Missing translation file ${lng}/${ns}.json`);
  return file;
}

/** All namespaces of a language as one tree: { translation: {...}, accounts: {...}, ... }. */
const translations = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, Object.fromEntries(NAMESPACES.map((ns) => [ns, fileOf(lng, ns)]))]),
) as Record<Language, Record<string, Record<string, unknown>>>;
const en = translations.en.translation as { messages: unknown };

/** Every leaf of a translation file as [dotted key, text]. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) throw new Error(`${prefix} is not text`);
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The {{variables}} and <tags> of a text: a translation must keep them all. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((match) => match[0]).sort();
}

const leavesByLanguage = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, new Map(leaves(translations[lng]))]),
) as Record<Language, Map<string, string>>;
const allKeys = new Set(LANGUAGES.flatMap((lng) => [...leavesByLanguage[lng].keys()]));

describe('translation files', () => {
  it.each(LANGUAGES)('%s has every key of every language', (lng) => {
    const missing = [...allKeys].filter((key) => !leavesByLanguage[lng].has(key));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty text', (lng) => {
    const empty = [...leavesByLanguage[lng]].filter(([, text]) => !text.trim()).map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES.filter((lng) => lng !== 'en'))(
    '%s keeps the placeholders and tags of English',
    (lng) => {
      const broken = [...leavesByLanguage.en]
        .filter(([key, text]) => {
          const translated = leavesByLanguage[lng].get(key);
          return (
            translated !== undefined &&
            placeholders(translated).join() !== placeholders(text).join()
          );
        })
        .map(([key]) => key);
      expect(broken).toEqual([]);
    },
  );

  it('has a registered namespace for every file, and every file for every language', () => {
    const found = new Set(Object.keys(files).map((path) => /\/([^/]+)\.json$/.exec(path)?.[1]));
    expect([...found].sort()).toEqual([...NAMESPACES].sort());
    for (const lng of LANGUAGES)
      for (const ns of NAMESPACES) expect(() => fileOf(lng, ns)).not.toThrow();
  });

  it('English messages equal the server texts of @curio/shared', () => {
    expect(en.messages).toEqual(MESSAGES);
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(leavesByLanguage.en.get(`translation.messages.${key}`)).toBe(text);
    }
  });
});
