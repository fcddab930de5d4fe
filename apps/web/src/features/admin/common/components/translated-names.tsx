import { TRANSLATED_LANGUAGES, type LookupTranslations } from '@curio/shared';
import { LANGUAGE_NAMES } from '@/config/languages';

/** A lookup's names in the other languages, in a list row ("中文 卫衣 · Español Sudaderas"). */
export function TranslatedNames({ translations }: { translations: LookupTranslations }) {
  const named = TRANSLATED_LANGUAGES.flatMap((language) => {
    const name = translations[language];
    return name ? [{ language, name }] : [];
  });
  if (named.length === 0) return null;
  return (
    <span className="block text-xs text-neutral-600">
      {named.map(({ language, name }, index) => (
        <span key={language}>
          {index > 0 && ' · '}
          <span className="text-neutral-500">{LANGUAGE_NAMES[language]}</span>{' '}
          <span lang={language}>{name}</span>
        </span>
      ))}
    </span>
  );
}
