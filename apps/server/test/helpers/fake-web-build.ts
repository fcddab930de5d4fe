/**
 * A stand-in for the web app's server build (apps/web dist/server/index.js) of the same contract
 * (WebRenderEntry in @curio/shared): it answers each page with what the server gave it, so that
 * the hosting (pages/web-app.ts) can be tested without building the web app. The real route tree is
 * tested in test/server-rendering.test.ts.
 */
export const FAKE_SERVER_BUILD = `
export const entry = { module: { requestHandlerFor: () => async (request, context) => {
  const url = new URL(request.url);
  const status = url.pathname === '/nope' ? 404 : 200;
  // A loader's read: /site reads the site settings, the home page's ?query=<path> any API path.
  const read = url.pathname === '/site' ? '/api/site' : url.searchParams.get('query');
  const site = read
    ? await (await context.fetchApi(read, { headers: { accept: 'application/json' } })).text()
    : '';
  // One inline script, as React Router writes them: the page's policy allows it by its hash.
  const script = '<script>window.page = ' + JSON.stringify(url.pathname) + ';</script>';
  const body = '<!doctype html><html><body>' + script + '<p>' + url.pathname +
    url.search + '</p><pre>' + site + '</pre></body></html>';
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
} } };
`;
