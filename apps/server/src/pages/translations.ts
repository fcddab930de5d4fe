import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language, WebRequestContext } from '@curio/shared';

type Translations = ReturnType<WebRequestContext['translations']>;

/**
 * The web app's translation files of a language (locales/{language}/{namespace}.json), read once
 * and kept: a page rendered here is written in its address's language from the first byte.
 */
export function translationFiles(localesDir: () => string): WebRequestContext['translations'] {
  const kept = new Map<Language, Translations>();
  return (language) => {
    let files = kept.get(language);
    if (!files) {
      const dir = join(localesDir(), language);
      files = existsSync(dir)
        ? Object.fromEntries(
            readdirSync(dir)
              .filter((file) => file.endsWith('.json'))
              .map((file) => [
                file.slice(0, -'.json'.length),
                JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>,
              ]),
          )
        : {};
      kept.set(language, files);
    }
    return files;
  };
}
