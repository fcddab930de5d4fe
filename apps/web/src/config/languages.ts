import type { Language } from '@curio/shared';

/**
 * Each language's own name (an endonym), shown in the language switcher. These are the same in
 * every interface language on purpose, so a reader finds their language whatever is selected.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '中文',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
};
