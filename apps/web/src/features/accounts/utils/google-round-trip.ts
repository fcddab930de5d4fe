/**
 * The browser's half of Google sign-in without a token in any URL (decision 015): before leaving
 * for Google, the page keeps a random secret in sessionStorage (this tab only, gone with it) and
 * sends the server only its SHA-256 (`binding`); back at /auth/oauth2/callback?code=…, the code is
 * exchanged with the secret. A code opened in another browser or tab finds no secret: nothing
 * happens. No cookie is involved (the privacy page promises none).
 */
const STORAGE_KEY = 'curio.google-round-trip';

/** Sign-in from the sign-in page, or linking from the profile. */
export type GoogleRoundTripMode = 'signin' | 'link';

export type GoogleRoundTrip = { secret: string; mode: GoogleRoundTripMode };

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url(SHA-256(secret)), as the server computes it. */
export async function bindingOf(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return base64url(new Uint8Array(digest));
}

/** A new secret for this tab (replacing any earlier one); answers its binding. */
export async function beginGoogleRoundTrip(mode: GoogleRoundTripMode): Promise<string> {
  const secret = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const binding = await bindingOf(secret);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ secret, mode }));
  return binding;
}

/** The round trip this tab started, removed from storage: a secret is used once. */
export function takeGoogleRoundTrip(): GoogleRoundTrip | null {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<GoogleRoundTrip>;
    if (typeof value.secret !== 'string' || value.secret.length === 0) return null;
    return { secret: value.secret, mode: value.mode === 'link' ? 'link' : 'signin' };
  } catch {
    return null;
  }
}
