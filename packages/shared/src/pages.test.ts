import { describe, expect, it } from 'vitest';
import {
  crawlerExcludedPrefixes,
  isPageAddress,
  isServerAddress,
  listedPagePaths,
  pageLinks,
  pageOf,
  pageCacheKey,
  PAGES,
} from './pages';

describe('the page table', () => {
  it('finds the page of an address in any language, parameters and trailing slash included', () => {
    expect(pageOf('/')).toBe(PAGES.home);
    expect(pageOf('/de')).toBe(PAGES.home);
    expect(pageOf('/products/12')).toBe(PAGES.product);
    expect(pageOf('/zh/products/12/')).toBe(PAGES.product);
    expect(pageOf('/auth/signin')).toBe(PAGES.signIn);
    expect(pageOf('/auth/signin/dashboard')).toBe(PAGES.signIn);
    expect(pageOf('/fr/dashboard/products/edit/3')).toBe(PAGES.dashboardProductEdit);
    expect(pageOf('/dashboard/products/create')).toBe(PAGES.dashboardProductCreate);
    expect(pageOf('/nope')).toBeUndefined();
    expect(pageOf('/products/12/more')).toBeUndefined();
    expect(pageOf('/products')).toBeUndefined();
  });

  it('builds the links to pages with their parameters', () => {
    expect(pageLinks.product(7)).toBe('/products/7');
    expect(pageLinks.signIn()).toBe('/auth/signin');
    expect(pageLinks.signIn('/products/7')).toBe('/auth/signin?path=%2Fproducts%2F7');
    expect(pageLinks.signUp()).toBe('/auth/signup');
    expect(pageLinks.signUp('/products/7')).toBe('/auth/signup?path=%2Fproducts%2F7');
    expect(pageLinks.resetPassword('a-b_c')).toBe('/auth/reset-password?token=a-b_c');
    expect(pageLinks.profileEdit({ highlight: 'agent' })).toBe('/profile/edit?highlight=agent');
    expect(pageLinks.dashboardProductEdit(3)).toBe('/dashboard/products/edit/3');
  });

  it('tells pages from what the server answers otherwise', () => {
    for (const path of ['/', '/nope.html', '/products/1.5', '/favicon.ico', '/apidocs', '/de/api'])
      expect(isPageAddress(path), path).toBe(true);
    for (const path of ['/api', '/api/products', '/assets/a.js', '/media/x.webp', '/locales/de'])
      expect(isPageAddress(path), path).toBe(false);
    expect(isServerAddress('/sitemaps/pages.xml')).toBe(true);
    expect(isServerAddress('/assets/a.js')).toBe(false);
  });

  it('lists the public pages without parameters and closes the private and one-time ones', () => {
    expect(listedPagePaths()).toEqual(['/', '/contact', '/legal', '/tos', '/privacy']);
    expect(crawlerExcludedPrefixes()).toEqual([
      '/auth/oauth2/callback',
      '/auth/reset-password',
      '/auth/verify-email',
      '/dashboard',
      '/profile',
    ]);
  });

  it('keeps no page that needs a session or carries a secret', () => {
    for (const [name, page] of Object.entries(PAGES)) {
      const entry: { signIn: string; cacheable: boolean; secretInAddress?: true } = page;
      if (entry.signIn !== 'none' || entry.secretInAddress)
        expect(entry.cacheable, name).toBe(false);
    }
  });

  it('keys a kept page by its canonical address, and only an address in that form', () => {
    expect(pageCacheKey('/', '')).toBe('/');
    expect(pageCacheKey('/de', '?page=2&query=lamp')).toBe('/de?page=2&query=lamp');
    expect(pageCacheKey('/', '?query=lamp%20shade')).toBe('/?query=lamp+shade');
    expect(pageCacheKey('/seller/4', '?page=3')).toBe('/seller/4?page=3');
    expect(pageCacheKey('/auth/signin', '?path=%2Fproducts%2F7')).toBe(
      '/auth/signin?path=%2Fproducts%2F7',
    );
    for (const [path, search] of [
      ['/', '?query=lamp&page=2'],
      ['/', '?utm_source=mail'],
      ['/', '?page=02'],
      ['/', '?page=2&page=3'],
      ['/', '?priceRange=0,350'],
      ['/contact', '?x=1'],
      ['/seller/4', '?query=lamp'],
      ['/nope', ''],
    ] as const)
      expect(pageCacheKey(path, search), `${path}${search}`).toBeUndefined();
  });
});
