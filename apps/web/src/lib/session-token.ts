/**
 * The session token (storefront §3 "Session"), kept in localStorage under `token`.
 * Changes reach other tabs through the `storage` event and this tab through a custom event.
 */
const TOKEN_KEY = 'token';
const CHANGE_EVENT = 'curio:session-token-change';

export function getSessionToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setSessionToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearSessionToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeToSessionToken(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
