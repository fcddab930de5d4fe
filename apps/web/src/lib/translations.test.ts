import { LANGUAGES, MESSAGES, type Language } from '@curio/shared';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/config/i18n-namespaces';
import { keepOneNumberFormatPerLanguage } from './i18n-number-format';

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

/** The {{variables}} (with their format) and <tags> of a text: a translation keeps them all. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*(,\s*\w+\s*)?\}\}|<\/?(\w+)>/g)]
    .map((match) => match[0].replace(/\s+/g, ''))
    .sort();
}

const leavesByLanguage = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, new Map(leaves(translations[lng]))]),
) as Record<Language, Map<string, string>>;

/** i18next's plural suffixes: `key_one`, `key_other`… are the forms of one text `key`. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');

/** The keys every language must have: plain keys as they are, plural texts by their base. */
const textsOf = (lng: Language) => new Set([...leavesByLanguage[lng].keys()].map(pluralBase));
const allTexts = new Set(LANGUAGES.flatMap((lng) => [...textsOf(lng)]));
const pluralTexts = new Set(
  LANGUAGES.flatMap((lng) =>
    [...leavesByLanguage[lng].keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(pluralBase),
  ),
);

describe('translation files', () => {
  it.each(LANGUAGES)('%s has every text of every language', (lng) => {
    const texts = textsOf(lng);
    const missing = [...allTexts].filter((key) => !texts.has(key));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)(
    '%s has exactly the plural forms its language uses, for every counted text',
    (lng) => {
      // Intl's (CLDR) categories are the ones i18next picks from: e.g. zh only `other`, fr and es
      // also `many` (a million and up), en and de `one` and `other`.
      const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      const keys = leavesByLanguage[lng];
      const wrong = [...pluralTexts].flatMap((base) => {
        const found = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((form) =>
          keys.has(`${base}_${form}`),
        );
        return found.sort().join() === [...categories].sort().join()
          ? []
          : [`${base}: has ${found.join('/') || 'none'}, needs ${categories.join('/')}`];
      });
      expect(wrong).toEqual([]);
    },
  );

  it.each(LANGUAGES)('%s writes every count as a number of its language', (lng) => {
    // {{count, number}}: i18next formats it with Intl (1,234 in English, 1.234 in German).
    const raw = [...leavesByLanguage[lng]]
      .filter(([, text]) => /\{\{\s*(count|max)\s*\}\}/.test(text))
      .map(([key]) => key);
    expect(raw).toEqual([]);
  });

  it.each(LANGUAGES)('%s formats values only as plain numbers', (lng) => {
    // lib/i18n-number-format.ts keeps one formatter per language, for `number` without options.
    const formats = [...leavesByLanguage[lng]].flatMap(([key, text]) =>
      [...text.matchAll(/\{\{[^}]*,([^}]*)\}\}/g)]
        .map((match) => match[1]?.trim())
        .filter((format) => format !== 'number')
        .map((format) => `${key}: ${format}`),
    );
    expect(formats).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty text', (lng) => {
    const empty = [...leavesByLanguage[lng]].filter(([, text]) => !text.trim()).map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES.filter((lng) => lng !== 'en'))(
    '%s keeps the placeholders and tags of English',
    (lng) => {
      const english = leavesByLanguage.en;
      const broken = [...leavesByLanguage[lng]]
        .filter(([key, translated]) => {
          // A plural form English does not have (zh's or fr's `many`…) follows English `other`.
          const text = english.get(key) ?? english.get(`${pluralBase(key)}_other`);
          return (
            text !== undefined && placeholders(translated).join() !== placeholders(text).join()
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

describe('counts in each language', () => {
  const i18n = createInstance();
  void i18n.init({
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, translations[lng]])),
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  keepOneNumberFormatPerLanguage(i18n);
  const show = (lng: Language, count: number) => i18n.t('filters.show', { lng, count });

  it('picks the plural form of the language and writes the number its way', () => {
    expect(show('en', 1)).toBe('Show 1 product');
    expect(show('en', 1234)).toBe('Show 1,234 products');
    expect(show('de', 1234)).toBe('1.234 Produkte anzeigen');
    expect(show('zh', 1)).toBe('显示 1 件商品');
    expect(show('fr', 1)).toBe('Afficher 1 produit');
    // French and Spanish have a form of their own for a million and more.
    expect(show('fr', 1_000_000)).toBe(`Afficher ${(1_000_000).toLocaleString('fr')} produits`);
    expect(show('es', 1_000_000)).toBe('Mostrar 1.000.000 productos');
  });
});
