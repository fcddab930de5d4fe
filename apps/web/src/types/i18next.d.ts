import type accounts from '../../public/locales/en/accounts.json';
import type admin from '../../public/locales/en/admin.json';
import type contact from '../../public/locales/en/contact.json';
import type dashboard from '../../public/locales/en/dashboard.json';
import type translation from '../../public/locales/en/translation.json';

// Type-checks translation keys against the English files.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof translation;
      accounts: typeof accounts;
      dashboard: typeof dashboard;
      admin: typeof admin;
      contact: typeof contact;
    };
  }
}
