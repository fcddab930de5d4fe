import { describe, expect, it } from 'vitest';
import { pickRoutes } from './public-routes';

const routes = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/12' },
  { name: 'not found', path: '/nope' },
];

describe('pickRoutes (--only)', () => {
  it('keeps every route without --only', () => {
    expect(pickRoutes(routes, undefined)).toEqual(routes);
  });

  it('picks routes by name or path, in the list order', () => {
    expect(pickRoutes(routes, '/nope, home').map((r) => r.name)).toEqual(['home', 'not found']);
  });

  it('refuses a name that is not a route, naming the routes there are', () => {
    expect(() => pickRoutes(routes, 'home,hme')).toThrow(
      '--only: no route hme (routes: home, product, not found)',
    );
  });
});
