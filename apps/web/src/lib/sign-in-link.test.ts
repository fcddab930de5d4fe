import { describe, expect, it } from 'vitest';
import { signInReturnPath } from './sign-in-link';

describe('signInReturnPath', () => {
  it.each([
    ['/products/7', '/products/7'],
    ['/?query=hoodie&page=2', '/?query=hoodie&page=2'],
    ['/seller/3?page=2', '/seller/3?page=2'],
    ['/dashboard/favorites', '/dashboard/favorites'],
    ['/no-such-page', '/no-such-page'],
    // Sign-in and sign-up pass on the place they were given.
    ['/auth/signin?path=%2Fproducts%2F7', '/products/7'],
    ['/auth/signup?path=%2Fseller%2F3%3Fpage%3D2', '/seller/3?page=2'],
  ])('leads back from %s to %s', (from, expected) => {
    expect(signInReturnPath(from)).toBe(expected);
  });

  it.each([
    '/',
    '/auth/signin',
    '/auth/signin?path=%2F%2Fevil.example',
    '/auth/signin?path=%2F%5Cevil.example',
    '/auth/signup?path=https%3A%2F%2Fevil.example',
    // A one-time link's token stays out of the sign-in address.
    '/auth/reset-password?token=secret',
    '/auth/oauth2/callback?code=secret',
    '/auth/forgot-password',
    '/unauthorized',
    '//evil.example',
  ])('leads nowhere in particular from %s', (from) => {
    expect(signInReturnPath(from)).toBeUndefined();
  });
});
