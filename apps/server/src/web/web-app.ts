import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../http/error-handler';
import { errorBody } from '../http/errors';
import { injectMeta } from '../seo/page-meta';
import { pageMetaForPath } from '../seo/page-meta-for-path';
import { firstPaint, injectFirstPaint } from './first-paint';
import { readManifest } from './route-preloads';
import { loadPageRenderer } from './server-render';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that name a file or an API call: never answered with the app's HTML. */
function isFileOrApiPath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path.startsWith('/assets/') ||
    path.startsWith('/media/') ||
    path.startsWith('/locales/') ||
    /\/[^/]+\.[a-z0-9]+$/i.test(path)
  );
}

/**
 * The built web app: hashed assets cached forever, everything else revalidated, and index.html for
 * every client route (the SPA fallback).
 */
async function webApp(app: FastifyInstance, options: { distDir: string }) {
  const indexPath = join(options.distDir, 'index.html');
  const hasApp = existsSync(indexPath);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        void reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built web app in ${options.distDir}: run \`npm run build\`.`);
  }
  const indexHtml = hasApp ? readFileSync(indexPath, 'utf8') : undefined;
  const manifest = hasApp ? readManifest(options.distDir) : undefined;
  const render = hasApp ? await loadPageRenderer(options.distDir, app.log) : undefined;

  const publicUrl = app.config.publicUrl.replace(/\/$/, '');

  /** The app's HTML for a client route, with its share preview tags and its first paint. */
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isFileOrApiPath(path) || !indexHtml) {
      return sendError(reply, errorBody(404, 'notFound'));
    }
    // Share previews: link unfurlers and search engines read these tags without running the app.
    const { meta, found } = await pageMetaForPath(app.db, app.catalog, path, publicUrl);
    const query = request.url.slice(path.length).replace(/^\?$/, '');
    const paint = await firstPaint(
      app,
      { path, query, acceptLanguage: request.headers['accept-language'] },
      { manifest, render },
    );
    return reply
      .code(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .send(injectFirstPaint(injectMeta(indexHtml, meta), paint));
  };

  // A route rather than the not-found handler, so that the page is compressed like every reply.
  app.get('/*', { schema: { hide: true } }, servePage);
  app.setNotFoundHandler(async (_request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, errorBody(404, 'notFound')),
  );
}

export default fp(webApp, { name: 'web-app' });
