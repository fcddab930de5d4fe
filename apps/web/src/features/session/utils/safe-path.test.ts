import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-path';

describe('safeRedirectPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/products/7?tab=1#top', '/products/7?tab=1#top'],
    ['/dashboard/users?page=2', '/dashboard/users?page=2'],
  ])('follows the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'profile',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('falls back for %j', (value) => {
    expect(safeRedirectPath(value, '/fallback')).toBe('/fallback');
  });
});
