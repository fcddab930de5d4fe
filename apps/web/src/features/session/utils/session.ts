import { ApiError } from '@/lib/api-client';
import { clearSessionToken, getSessionToken, setSessionToken } from '@/lib/session-token';
import { openTabChannel } from '@/lib/tab-channel';

/**
 * Saving and ending the session (accounts-and-admin §4 "Session"). The token lives in localStorage,
 * whose `storage` event already reaches the other tabs; a BroadcastChannel tells them too, so that
 * every tab and window of the site follows a sign-in or sign-out at once.
 */
const CHANNEL_NAME = 'curio:session';

type SessionMessage = { type: 'signed-in' | 'signed-out' };

/** Opened as soon as the session feature loads (the router's guard imports it), so every tab listens. */
const channel = openTabChannel(CHANNEL_NAME, () => {
  // The token is already in the shared storage: this tab's subscribers only need to read it again
  // (a `storage` event without a key means "read everything").
  window.dispatchEvent(new StorageEvent('storage'));
});

/** A lost broadcast (a closed channel) still leaves the storage event to reach the other tabs. */
function broadcast(message: SessionMessage): void {
  channel.post(message);
}

/** Stores the token of a sign-in (form, two-factor step or Google) and tells the other tabs. */
export function saveSession(token: string): void {
  setSessionToken(token);
  broadcast({ type: 'signed-in' });
}

/** Signs out here and in every other tab. */
export function endSession(): void {
  clearSessionToken();
  broadcast({ type: 'signed-out' });
}

/** Ends the session only if it still uses this token (an old request's 401 must not end a new one). */
export function endSessionIfCurrent(token: string): void {
  if (getSessionToken() === token) endSession();
}

/**
 * A call made with `token`: its 401 (the server no longer accepts the token) ends that session,
 * and the person stays on the page they are on.
 */
export async function endingSessionOn401<T>(token: string | null, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (token !== null && error instanceof ApiError && error.status === 401) {
      endSessionIfCurrent(token);
    }
    throw error;
  }
}
