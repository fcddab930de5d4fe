import type { CurrentUser } from '@curio/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { getSessionToken, subscribeToSessionToken } from '@/lib/session-token';
import { continueSessionWith, currentUserQueryKey } from './get-current-user';

const user = { id: 7, username: 'ada', twoFactorEnabled: false } as CurrentUser;

describe('continueSessionWith', () => {
  afterEach(() => localStorage.clear());

  it('has the user cached under the new token by the time the session switches to it', () => {
    localStorage.setItem('token', 'old-token');
    const queryClient = new QueryClient();
    queryClient.setQueryData(currentUserQueryKey('old-token'), user);
    // What the page would read when it re-renders for the new token.
    const seen: unknown[] = [];
    const unsubscribe = subscribeToSessionToken(() =>
      seen.push(queryClient.getQueryData(currentUserQueryKey(getSessionToken()))),
    );

    continueSessionWith(queryClient, 'new-token');
    unsubscribe();

    expect(getSessionToken()).toBe('new-token');
    expect(seen).toEqual([user]);
  });
});
