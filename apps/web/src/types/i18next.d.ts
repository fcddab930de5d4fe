import type translation from '../../public/locales/en/translation.json';

// Type-checks translation keys against the English file.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof translation };
  }
}
