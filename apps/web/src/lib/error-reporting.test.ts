import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, resetErrorReporting, startErrorReporting } from './error-reporting';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorReporting();
});

function fetchStub(errorReporting: boolean) {
  return vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/site'
      ? new Response(JSON.stringify({ oldWebsiteUrl: null, googleSignIn: false, errorReporting }))
      : new Response(null, { status: 202 }),
  );
}

describe('error reporting', () => {
  it('sends an envelope with the error to the tunnel when the server says so', async () => {
    const fetchMock = fetchStub(true);
    vi.stubGlobal('fetch', fetchMock);
    await startErrorReporting();
    reportError(new TypeError('price is undefined'), { source: 'test' });
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/monitoring', expect.anything()),
    );
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/monitoring')?.[1]?.body;
    expect(typeof sent).toBe('string');
    const [header, item, event] = (sent as string).split('\n');
    expect(JSON.parse(header ?? '{}')).toHaveProperty('event_id');
    expect(JSON.parse(item ?? '{}')).toEqual({ type: 'event' });
    expect(JSON.parse(event ?? '{}')).toMatchObject({
      level: 'error',
      tags: { source: 'test' },
      exception: { values: [{ type: 'TypeError', value: 'price is undefined' }] },
    });
  });

  it('sends nothing when no DSN is configured', async () => {
    const fetchMock = fetchStub(false);
    vi.stubGlobal('fetch', fetchMock);
    await startErrorReporting();
    reportError(new Error('nope'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/site');
  });

  it('keeps at most 20 reports waiting', async () => {
    let release: () => void = () => undefined;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>(
          (resolve) => (release = () => resolve(new Response(null, { status: 202 }))),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    resetErrorReporting(true);
    for (let i = 0; i < 30; i++) reportError(new Error(`e${i}`));
    for (let i = 0; i < 40; i++) {
      release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(21);
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(20);
  });
});
