import { afterEach, describe, expect, it, vi } from 'vitest';

describe('replies given in the HTML', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    document.body.innerHTML = '';
  });

  it('answers the first GET of that exact path from the page, then asks the server', async () => {
    document.body.innerHTML =
      '<div id="root"></div><script id="curio-initial-data" type="application/json">' +
      '{"/api/products?page=0&size=50":{"content":[],"totalElements":0}}</script>';
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ content: [1], totalElements: 1 }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { apiFetch } = await import('./api-client');

    await expect(apiFetch('/api/products?page=0&size=50')).resolves.toEqual({
      content: [],
      totalElements: 0,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('curio-initial-data')).toBeNull();

    await expect(apiFetch('/api/products?page=0&size=50')).resolves.toEqual({
      content: [1],
      totalElements: 1,
    });
    await apiFetch('/api/products?page=1&size=50');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks the server when the page has no replies', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"ok":true}')));
    vi.stubGlobal('fetch', fetchMock);
    const { apiFetch } = await import('./api-client');
    await expect(apiFetch('/api/site')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
