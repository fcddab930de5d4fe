import { messageText, type MessageKey } from '@curio/shared';
import i18n from 'i18next';
import { vi } from 'vitest';
import admin from '../../../../../public/locales/en/admin.json';

// The admin screens read the `admin` namespace; the test set-up loads only `translation`.
i18n.addResourceBundle('en', 'admin', admin, true, true);

// jsdom lays nothing out and has no scrollIntoView (the error banner brings itself into view).
Element.prototype.scrollIntoView = () => undefined;

export type FakeRequest = { method: string; path: string; search: URLSearchParams; body: unknown };
export type FakeReply = { status?: number; body?: unknown };
type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** Replaces fetch with `handler` (a tiny fake server); returns the requests it received. */
export function fakeApi(handler: Handler) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://localhost',
    );
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const { status = 200, body = {} } = await handler(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** An error body of the API: its code (a key of MESSAGES), with the English text the server sends. */
export const apiError = (
  status: number,
  code: MessageKey,
  params?: Record<string, string>,
): FakeReply => ({
  status,
  body: { status, code, message: messageText(code, params), ...(params && { params }) },
});
