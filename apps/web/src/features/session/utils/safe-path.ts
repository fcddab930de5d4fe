/**
 * A place inside this site to go to after signing in or saving (`?path=`, `?returnTo=`), or the
 * fallback. Only same-site paths are followed: '/profile?tab=1' yes; 'https://evil.example',
 * '//evil.example' or '/\evil.example' (which browsers read as another host) no.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  // Control characters (a tab or newline inside '/\t/evil.example') are dropped by URL parsers.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const base = window.location.origin;
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
