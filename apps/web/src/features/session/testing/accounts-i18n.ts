import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
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

/**
 * For a test file of the account screens: the English texts, and `fetch` replaced by a mock for
 * each test (answer with `jsonReply`).
 */
export function mockAccountsFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(loadAccountsTranslations);
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}
