import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-path';

describe('safeRedirectPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/products/7?tab=1#top', '/products/7?tab=1#top'],
    ['/dashboard/users?page=2', '/dashboard/users?page=2'],
    // Encoded characters in the query are the query's business.
    ['/?name=a%2Fb%5Cc', '/?name=a%2Fb%5Cc'],
    ['/products?name=caf%C3%A9', '/products?name=caf%C3%A9'],
    // Dot segments that stay on the site are resolved.
    ['/dashboard/../profile', '/profile'],
    ['/seller/%E5%BA%97', '/seller/%E5%BA%97'],
  ])('follows the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'profile',
    'https://evil.example/',
    'javascript:alert(1)',
    // Another host, written as a path
    '//evil',
    '//evil.example/x',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    // …after dot segments are resolved
    '/..//evil.example',
    '/../..//evil.example',
    '/./..//evil.example',
    '/%2e%2e//evil.example',
    '/.%2E//evil.example',
    // …after decoding
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/%252F%252Fevil.example',
    '/..%2F%2Fevil.example',
    // Backslashes and control characters anywhere
    '/profile\\x',
    '/profile?x=\\y',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000evil.example',
    '/%09/evil.example',
    '/%00',
    // Broken percent-encoding
    '/%E0%A4%A',
  ])('falls back for %j', (value) => {
    expect(safeRedirectPath(value, '/fallback')).toBe('/fallback');
  });

  it('never answers something that leaves the origin', () => {
    const origin = window.location.origin;
    for (const tail of ['', '/', '\\', '%2F', '%5C', '..', '.', '%2e']) {
      for (const head of ['/', '/..', '/.', '/%2e%2e', '/x/..']) {
        const answer = safeRedirectPath(`${head}/${tail}/evil.example`);
        expect(answer.startsWith('/') && !answer.startsWith('//'), answer).toBe(true);
        expect(new URL(answer, origin).origin).toBe(origin);
      }
    }
  });
});
