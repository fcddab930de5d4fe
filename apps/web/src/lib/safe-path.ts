/**
 * Backslashes (browsers read them as slashes) and control characters (URL parsers drop them, so
 * '/\t/evil.example' becomes '//evil.example').
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;
/** The same, percent-encoded, and encoded slashes: a later decoding step would bring them back. */
const UNSAFE_ENCODINGS = /%(?:2f|5c|[01][0-9a-f]|7f)/i;

function decodeOnce(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** True when the path part, decoded as often as it can be, stays a plain path on this host. */
function isPlainPath(path: string): boolean {
  for (let current = path, round = 0; round < 5; round++) {
    if (current.startsWith('//') || UNSAFE_CHARACTERS.test(current)) return false;
    if (UNSAFE_ENCODINGS.test(current)) return false;
    const decoded = decodeOnce(current);
    if (decoded === undefined) return false;
    if (decoded === current) return true;
    current = decoded;
  }
  // Still changing after five rounds of decoding: nothing a person would have typed.
  return false;
}

/**
 * A place inside this site to go to after signing in or saving (`?path=`, `?returnTo=`), or the
 * fallback. Only same-origin paths are followed: '/profile?tab=1' yes; 'https://evil.example',
 * '//evil.example', '/\evil.example', '/..//evil.example' (which `new URL` normalises to
 * '//evil.example'), '/%2F%2Fevil.example' or '/%5Cevil.example' no.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || UNSAFE_CHARACTERS.test(value)) return fallback;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (!isPlainPath(path)) return fallback;
  try {
    const base = window.location.origin;
    const url = new URL(value, base);
    const result = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments are resolved here: '/..//x' comes out as '//x', another host for a browser.
    if (url.origin !== base || !isPlainPath(url.pathname)) return fallback;
    return new URL(result, base).origin === base ? result : fallback;
  } catch {
    return fallback;
  }
}
