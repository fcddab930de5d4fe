import type { SearchSuggestions } from '@curio/shared';
import { vi } from 'vitest';
import { jsonResponse, urlOf } from '@/testing/fixtures';

/** Stubs fetch with a fake GET /api/search/suggestions; `vi.unstubAllGlobals()` removes it. */
export function stubSuggestions(answer: (query: string) => SearchSuggestions) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const query = new URL(urlOf(input), 'http://localhost').searchParams.get('q') ?? '';
    return Promise.resolve(jsonResponse(answer(query)));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
