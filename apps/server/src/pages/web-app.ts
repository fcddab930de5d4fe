import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DEFAULT_LANGUAGE,
  isPageAddress,
  LANGUAGE_COOKIE,
  languagePath,
  pageCacheKey,
  pageOf,
  preferredLanguage,
  splitLanguagePath,
  type WebRenderEntry,
  type WebRequestHandler,
} from '@curio/shared';
import { sendError } from '../http/error-handler';
import { errorBody } from '../http/errors';
import { pagePolicy } from '../http/security-headers';
import { inlineScriptSources } from './inline-scripts';
import { inProcessApi } from './in-process-api';
import { languageAddressOf } from './language-address';
import { PageCache, cacheablePage } from './page-cache';
import { pageRequest, requestPath, sendCachedPage, sendPage } from './page-reply';
import { translationFiles } from './translations';
import { startViteDevServer } from './vite-dev';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_TIME_LINK_HEADERS = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
/** Rendered pages kept, brotli and gzip forms together (decisions 020 and 024). */
const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/** A page's own address, not React Router's data (`.data`) or route-manifest requests. */
function isDocumentPath(path: string): boolean {
  return path !== '/__manifest' && !path.endsWith('.data');
}

/** The value of one cookie of the request, if it has it. */
function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** A build's number: a page cached from one build is never sent from another (development). */
const buildNumbers = new WeakMap<WebRequestHandler, number>();
let builds = 0;
function buildNumber(render: WebRequestHandler): number {
  let number = buildNumbers.get(render);
  if (number === undefined) {
    number = ++builds;
    buildNumbers.set(render, number);
  }
  return number;
}

type WebAppOptions = {
  /** The built web app: `client/` (served as files) and `server/index.js` (the route tree). */
  distDir: string;
  /** Development: the web app's sources (apps/web), rendered by Vite in middleware mode. */
  devRoot?: string | undefined;
};

/**
 * The web app (decision 020): its route tree rendered here by React Router's request handler, for
 * every page address; the client build's hashed assets cached forever, other files revalidated.
 */
async function webApp(app: FastifyInstance, options: WebAppOptions) {
  const clientDir = join(options.distDir, 'client');
  const serverEntry = join(options.distDir, 'server', 'index.js');
  let handler: () => Promise<WebRequestHandler | undefined>;
  let localesDir: string;

  if (options.devRoot) {
    const vite = await startViteDevServer(app, options.devRoot);
    localesDir = join(options.devRoot, 'public', 'locales');
    // The same handler while the build is the same module (Vite loads it again after an edit).
    let loaded: { build: Record<string, unknown>; handler: WebRequestHandler } | undefined;
    handler = async () => {
      const build = await vite.ssrLoadModule('virtual:react-router/server-build');
      if (loaded?.build !== build) loaded = { build, handler: handlerOf(build) };
      return loaded.handler;
    };
  } else if (existsSync(serverEntry)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): sent as they
      // are to a browser that accepts them, instead of compressing every reply again.
      preCompressed: true,
      setHeaders: (reply, path) => {
        void reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
    localesDir = join(clientDir, 'locales');
    const build = (await import(pathToFileURL(serverEntry).href)) as Record<string, unknown>;
    const ready = handlerOf(build);
    handler = () => Promise.resolve(ready);
  } else {
    app.log.warn(`No built web app in ${options.distDir}: run \`npm run build\`.`);
    localesDir = '';
    handler = () => Promise.resolve(undefined);
  }

  const translations = translationFiles(() => localesDir);
  const startRender = inProcessApi(app);
  const publicUrl = app.config.publicUrl.replace(/\/$/, '');
  const pages = new PageCache(PAGE_CACHE_BYTES);

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const target = requestPath(request.url);
    const url = new URL(`http://curio.local${target}`);
    if (!isPageAddress(url.pathname)) return sendError(reply, errorBody(404, 'notFound'));
    const moved = languageAddressOf(target);
    if (moved !== undefined) {
      return reply.header('cache-control', 'public, max-age=86400').redirect(moved, 301);
    }
    // `//x` (or `/\x`, which the URL reads as `//x`) is no page: to the address without the empty
    // segments, which starts with one slash and so can never name another host.
    const collapsed = url.pathname.replace(/\/{2,}/g, '/');
    if (collapsed !== url.pathname) return reply.redirect(collapsed + url.search, 301);
    const render = await handler();
    if (!render) return sendError(reply, errorBody(404, 'notFound'));
    // A first visit to an English address in another language (stored choice, else the
    // browser's): to that language's address, before anything is shown (decision 020).
    if (isDocumentPath(url.pathname) && splitLanguagePath(url.pathname).language === undefined) {
      const language = preferredLanguage(
        cookie(request, LANGUAGE_COOKIE),
        request.headers['accept-language'],
      );
      void reply.header('vary', 'Cookie, Accept-Language');
      if (language !== DEFAULT_LANGUAGE) {
        return reply
          .code(302)
          .header('cache-control', 'no-cache')
          .redirect(languagePath(language, url.pathname + url.search), 302);
      }
    }
    // Pages the page table calls cacheable are the same for everyone (the session is in the
    // browser): kept by address, for the catalogue's version and the build they were rendered
    // from (decision 020).
    const page = pageOf(url.pathname);
    // By the page's canonical address: other parameters or orders are rendered, never kept.
    const key = page?.cacheable ? pageCacheKey(url.pathname, url.search) : undefined;
    const version =
      isDocumentPath(url.pathname) && key !== undefined
        ? `${buildNumber(render)} ${await app.catalog.version()}`
        : undefined;
    const cached = key === undefined || version === undefined ? undefined : pages.get(key, version);
    if (cached) return sendCachedPage(request, reply, cached);

    const reads = startRender();
    let response: Response;
    let html: string;
    try {
      response = await render(pageRequest(request, publicUrl), {
        fetchApi: reads.fetchApi,
        publicUrl,
        translations,
      });
      html = await response.text();
    } finally {
      reads.end();
    }
    // One policy for every page, kept or not: each inline script allowed by its hash.
    const scriptSources = inlineScriptSources(html);
    const personal = reads.personal();
    if (personal.length > 0 && version !== undefined)
      request.log.debug(
        { personal },
        'page not kept: it read routes that are not catalogue-versioned',
      );
    if (
      personal.length === 0 &&
      key !== undefined &&
      version !== undefined &&
      request.method === 'GET' &&
      response.status === 200 &&
      !response.headers.has('set-cookie')
    ) {
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => {
        if (name !== 'content-length') headers.push([name, value]);
      });
      const kept = await cacheablePage(html, headers, scriptSources);
      const now = `${buildNumber(render)} ${await app.catalog.version()}`;
      pages.set(key, version, now, kept);
      return sendCachedPage(request, reply, kept);
    }
    void reply.header('content-security-policy', pagePolicy(scriptSources));
    // A one-time link's token is in the address: kept by no cache, sent to no other site.
    const secret = page?.secretInAddress === true;
    return sendPage(reply, response, html, secret ? ONE_TIME_LINK_HEADERS : {});
  };

  // A route rather than the not-found handler, so that the page is compressed like every reply.
  app.get('/*', { schema: { hide: true } }, servePage);
  app.setNotFoundHandler(async (_request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, errorBody(404, 'notFound')),
  );
}

/** The page handler of a server build (its entry module's requestHandlerFor, decision 020). */
function handlerOf(build: Record<string, unknown>): WebRequestHandler {
  const entry = build.entry as { module: Partial<WebRenderEntry> } | undefined;
  const requestHandlerFor = entry?.module.requestHandlerFor;
  if (typeof requestHandlerFor !== 'function') {
    throw new Error('The web app build has no requestHandlerFor in its server entry.');
  }
  return requestHandlerFor(build);
}

export default fp(webApp, { name: 'web-app' });
