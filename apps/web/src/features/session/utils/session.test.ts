import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToSessionToken } from '@/lib/session-token';
import { endSession, endSessionIfCurrent, saveSession } from './session';

describe('session', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves and ends the session, telling this tab and the other tabs', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToSessionToken(onChange);
    const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');

    saveSession('token-1');
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(post).toHaveBeenLastCalledWith({ type: 'signed-in' });

    endSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(post).toHaveBeenLastCalledWith({ type: 'signed-out' });
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('follows a sign-out broadcast by another tab', async () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToSessionToken(onChange);
    const otherTab = new BroadcastChannel('curio:session');

    localStorage.removeItem('token');
    otherTab.postMessage({ type: 'signed-out' });

    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    otherTab.close();
    unsubscribe();
  });

  it('ends the session for an old token only while that token is still the session', () => {
    saveSession('new-token');
    endSessionIfCurrent('old-token');
    expect(localStorage.getItem('token')).toBe('new-token');
    endSessionIfCurrent('new-token');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
