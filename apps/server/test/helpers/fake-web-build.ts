/**
 * A stand-in for the web app's server build (apps/web dist/server/index.js) of the same contract
 * (WebRenderEntry in @curio/shared): it answers each page with what the server gave it, so that
 * the hosting (web/web-app.ts) can be tested without building the web app. The real route tree is
 * tested in test/server-rendering.test.ts.
 */
export const FAKE_SERVER_BUILD = `
export const entry = { module: { requestHandlerFor: () => async (request, context) => {
  const url = new URL(request.url);
  const status = url.pathname === '/nope' ? 404 : 200;
  const site = url.pathname === '/site'
    ? await (await context.fetchApi('/api/site', { headers: { accept: 'application/json' } })).text()
    : '';
  const body = '<!doctype html><html><body data-nonce="' + context.nonce + '"><p>' + url.pathname +
    url.search + '</p><pre>' + site + '</pre></body></html>';
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
} } };
`;
