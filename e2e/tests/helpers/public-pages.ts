import type { APIRequestContext } from './test';

export type PublicPage = { name: string; path: string };

/**
 * Every page of the page table that anyone may open (packages/shared/src/pages.ts, `signIn:
 * 'none'`), each catalogue state of the home page, a product in another language, the one-time
 * link pages with a token that is no longer valid, and the not-found page. The Google callback is
 * left out: it only forwards to sign-in.
 */
export async function publicPages(request: APIRequestContext): Promise<PublicPage[]> {
  const reply = await request.get('/api/products?page=0&size=1');
  const [product] = ((await reply.json()) as { content: { id: number; user: { id: number } }[] })
    .content;
  if (!product) throw new Error('The demo store has no product.');
  return [
    { name: 'home', path: '/' },
    { name: 'home, page 2', path: '/?page=2' },
    { name: 'search', path: '/?query=hoodie' },
    { name: 'filtered', path: '/?categories=Hoodies,T-Shirts&colors=Black&priceRange=10,300' },
    { name: 'product', path: `/products/${product.id}` },
    { name: 'product in German', path: `/de/products/${product.id}` },
    { name: 'seller', path: `/seller/${product.user.id}` },
    { name: 'contact', path: '/contact' },
    { name: 'legal notice', path: '/legal' },
    { name: 'terms', path: '/tos' },
    { name: 'privacy', path: '/privacy' },
    { name: 'access denied', path: '/unauthorized' },
    { name: 'sign-in', path: '/auth/signin' },
    { name: 'sign-up', path: '/auth/signup' },
    { name: 'forgot password', path: '/auth/forgot-password' },
    { name: 'reset password', path: '/auth/reset-password?token=not-a-real-token' },
    { name: 'verify email', path: '/auth/verify-email?token=not-a-real-token' },
    { name: 'not found', path: '/no-such-page' },
  ];
}
