import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LIMITS,
  productListQuerySchema,
  SERVER_NAMESPACES_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
  type Language,
  type Product,
  type ServerRendered,
} from '@curio/shared';
import { escapeHtml, jsonForScript } from '../seo/html';
import { siteSettings } from '../health/site-settings';
import { routePreloads, type Manifest } from './route-preloads';
import type { PageRenderer } from './server-render';

/** Cards in the first rows of the home grid on a phone or a laptop: their images load first. */
const HOME_IMAGES_PRELOADED = 4;

/** The API request the home page makes first (apps/web toProductsParams of an empty search). */
const HOME_PRODUCTS_REQUEST = `/api/products?page=0&size=${LIMITS.homePageSize}`;

/**
 * The web app's language for a first visit: the one `?lng=` names (the sitemap's hreflang links),
 * else the browser's, as Accept-Language tells it (apps/web lib/i18n-loading detectLanguage).
 */
function languageOf(acceptLanguage: string | undefined, query = ''): Language {
  const asked = new URLSearchParams(query).get('lng')?.split('-')[0]?.toLowerCase();
  const named = LANGUAGES.find((known) => known === asked);
  if (named) return named;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().split(';')[0]?.split('-')[0]?.toLowerCase();
    const language = LANGUAGES.find((known) => known === code);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function preloadTranslation(language: Language, namespace: string): string {
  return `<link rel="preload" as="fetch" href="/locales/${language}/${escapeHtml(namespace)}.json" crossorigin="anonymous">`;
}

/** The images in view at the first paint (LCP): asked for first and at high priority. */
function preloadImage(image: { base: string; twice: string }): string {
  const srcset = `${image.base} 1x, ${image.twice} 2x`;
  return `<link rel="preload" as="image" href="${escapeHtml(image.base)}" imagesrcset="${escapeHtml(srcset)}" fetchpriority="high">`;
}

export type FirstPaint = {
  /** Preloads of the page's largest images. */
  images: string[];
  /** Preloads of the page's code and translations. */
  code: string[];
  /** The API replies, as a JSON script element. */
  replies: string;
  /** The page rendered by the server, or null when the browser renders it. */
  rendered: ServerRendered | null;
  language: Language;
};

/**
 * What the first paint of a page needs, in its HTML (issue 10: FCP, LCP): the replies of the
 * page's first API requests (the web app reads them instead of asking — see apps/web
 * lib/initial-data), the largest images preloaded, the translations of the visitor's language and
 * the page's code preloaded, and — for the home and product pages, given a renderer — the page
 * itself, rendered from the same components and replies, so that it is on screen before its
 * JavaScript runs.
 */
export async function firstPaint(
  app: FastifyInstance,
  request: { path: string; query: string; acceptLanguage: string | undefined },
  options: { manifest: Manifest | undefined; render: PageRenderer | undefined },
): Promise<FirstPaint> {
  const { path, query } = request;
  const language = languageOf(request.acceptLanguage, query);
  const images: string[] = [];
  // Every page's frame reads the site's settings (apps/web app/router.tsx).
  const replies: Record<string, unknown> = { '/api/site': siteSettings(app.config) };
  let renderable = false;

  // The home page as it opens: no search, filter or page in the address (a language is no search).
  const search = new URLSearchParams(query);
  search.delete('lng');
  if (path === '/' && search.size === 0) {
    const request = new URL(HOME_PRODUCTS_REQUEST, 'http://curio.local');
    const { json } = await app.catalog.pageReply(
      productListQuerySchema.parse(Object.fromEntries(request.searchParams)),
    );
    const page = JSON.parse(json) as { content: Product[] };
    replies[HOME_PRODUCTS_REQUEST] = page;
    renderable = true;
    for (const product of page.content.slice(0, HOME_IMAGES_PRELOADED)) {
      const image = product.images[0];
      if (image) images.push(preloadImage({ base: image.card, twice: image.card2x }));
    }
  }
  const productPath = /^\/products\/(\d{1,9})\/?$/.exec(path);
  if (productPath?.[1]) {
    const id = Number(productPath[1]);
    const product = await app.catalog.product(id);
    if (product) {
      replies[`/api/products/${id}`] = product;
      // The page waits for its similar products too (to keep its height when they appear).
      replies[`/api/products/${id}/similar`] = JSON.parse(await app.catalog.similarJson(id));
      const image = product.images[0];
      if (image) images.push(preloadImage({ base: image.detail, twice: image.detail2x }));
      renderable = true;
    }
  }
  const repliesJson = jsonForScript(replies);
  const rendered =
    renderable && options.render
      ? await options.render({ url: `${path}${query}`, language, replies }, repliesJson)
      : null;
  return {
    images,
    code: [
      ...(rendered?.namespaces ?? ['translation']).map((ns) => preloadTranslation(language, ns)),
      ...routePreloads(options.manifest, path),
    ],
    replies: `<script id="curio-initial-data" type="application/json">${repliesJson}</script>`,
    rendered,
    language,
  };
}

const MODULE_SCRIPTS =
  /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/**
 * The page's HTML with its first paint. The images' preloads come first, after the charset. A page
 * the browser renders preloads its code and translations in the head. A page rendered here paints
 * from its HTML, stylesheet and images alone: its code and translations (for hydration) wait in a
 * template that /boot.js (apps/web src/boot) puts in the document once the page has painted.
 */
export function injectFirstPaint(html: string, paint: FirstPaint): string {
  const { rendered } = paint;
  const indent = '\n    ';
  if (!rendered) {
    return html
      .replace(/(<meta charset[^>]*>)/i, (charset) =>
        [charset, ...paint.images, ...paint.code].join(indent),
      )
      .replace(/<\/body>/i, () => `  ${paint.replies}\n  </body>`);
  }
  const scripts = html.match(MODULE_SCRIPTS)?.map((tag) => tag.trim()) ?? [];
  const root = `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="${paint.language}" ${SERVER_NAMESPACES_ATTRIBUTE}="${escapeHtml(rendered.namespaces.join(' '))}">${rendered.markup}</div>`;
  return html
    .replace(MODULE_SCRIPTS, '')
    .replace(/(<meta charset[^>]*>)/i, (charset) => [charset, ...paint.images].join(indent))
    .replace('<div id="root"></div>', () => root)
    .replace(
      /<\/body>/i,
      () =>
        [
          '',
          paint.replies,
          `<template id="curio-code">${[...paint.code, ...scripts].join('')}</template>`,
          '<script src="/boot.js" defer></script>',
        ].join('\n    ') + '\n  </body>',
    );
}
