import type { SearchSuggestions } from '@curio/shared';
import { vi } from 'vitest';
import { jsonResponse, urlOf } from '@/testing/fixtures';

/**
 * Stubs fetch with a fake GET /api/search/suggestions (and empty lookup lists, which name the
 * suggested categories); answers the mock of the suggestion calls. `vi.unstubAllGlobals()`
 * removes it.
 */
export function stubSuggestions(answer: (query: string) => SearchSuggestions) {
  const suggestionCalls = vi.fn((query: string) => jsonResponse(answer(query)));
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = new URL(urlOf(input), 'http://localhost');
    if (url.pathname !== '/api/search/suggestions') return Promise.resolve(jsonResponse([]));
    return Promise.resolve(suggestionCalls(url.searchParams.get('q') ?? ''));
  });
  vi.stubGlobal('fetch', fetchMock);
  return suggestionCalls;
}
