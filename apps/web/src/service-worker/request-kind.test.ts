import { describe, expect, it } from 'vitest';
import { requestKind } from './request-kind';

const origin = 'https://curio.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: `${origin}${path}` });

describe('requestKind (what the service worker may cache)', () => {
  it('never touches API calls or media, whatever their method or mode', () => {
    expect(requestKind(get('/api/products?page=0&size=50'), origin)).toBe('network');
    expect(requestKind(get('/api/products/facets'), origin)).toBe('network');
    expect(requestKind(get('/api'), origin)).toBe('network');
    expect(requestKind(get('/api/oauth2/login', 'navigate'), origin)).toBe('network');
    expect(requestKind(get('/media/products/1/card.webp', 'no-cors'), origin)).toBe('network');
    expect(requestKind({ ...get('/api/favorites/1'), method: 'POST' }, origin)).toBe('network');
  });

  it('loads pages from the network (offline page as fallback)', () => {
    expect(requestKind(get('/', 'navigate'), origin)).toBe('page');
    expect(requestKind(get('/products/12', 'navigate'), origin)).toBe('page');
  });

  it('serves hashed build files from the cache and other shell files network-first', () => {
    expect(requestKind(get('/assets/index-Ab12Cd.js'), origin)).toBe('immutable');
    expect(requestKind(get('/locales/de/translation.json'), origin)).toBe('static');
    expect(requestKind(get('/icons/icon-192.png'), origin)).toBe('static');
    expect(requestKind(get('/manifest.webmanifest'), origin)).toBe('static');
  });

  it('leaves other origins and unknown files alone', () => {
    expect(requestKind({ ...get('/x'), url: 'https://cdn.example/a.js' }, origin)).toBe('network');
    expect(requestKind(get('/robots.txt'), origin)).toBe('network');
    expect(requestKind(get('/sw.js'), origin)).toBe('network');
  });
});
