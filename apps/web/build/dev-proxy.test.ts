// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devProxy } from './dev-proxy.ts';

describe('the dev server proxy', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('sends /api and /media to the server on PORT', () => {
    vi.stubEnv('PORT', '4321');
    expect(devProxy('development')).toEqual({
      '/api': 'http://localhost:4321',
      '/media': 'http://localhost:4321',
    });
  });

  it('uses port 3000, the server default, when PORT is empty', () => {
    vi.stubEnv('PORT', '');
    expect(devProxy('development')).toEqual({
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    });
  });
});
