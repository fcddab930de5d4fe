import i18n from 'i18next';
import accounts from '../../../../public/locales/en/accounts.json';

/** Tests of the account screens read the English `accounts` texts (setup loads `translation`). */
export function loadAccountsTranslations(): void {
  if (!i18n.hasResourceBundle('en', 'accounts')) i18n.addResourceBundle('en', 'accounts', accounts);
}

/** A JSON reply for a mocked fetch. */
export function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
