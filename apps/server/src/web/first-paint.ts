import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LIMITS,
  productListQuerySchema,
  type Language,
  type Product,
} from '@curio/shared';
import { escapeHtml, jsonForScript } from '../seo/html';
import { routePreloads, type Manifest } from './route-preloads';

/** Cards in the first rows of the home grid on a phone or a laptop: their images load first. */
const HOME_IMAGES_PRELOADED = 4;

/** The API request the home page makes first (apps/web toProductsParams of an empty search). */
export const HOME_PRODUCTS_REQUEST = `/api/products?page=0&size=${LIMITS.homePageSize}`;

/** The web app's language for a first visit: the browser's, as Accept-Language tells it. */
export function languageOf(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().split(';')[0]?.split('-')[0]?.toLowerCase();
    const language = LANGUAGES.find((known) => known === code);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function preloadImage(image: { base: string; twice: string }, priority: boolean): string {
  const srcset = `${image.base} 1x, ${image.twice} 2x`;
  return `<link rel="preload" as="image" href="${escapeHtml(image.base)}" imagesrcset="${escapeHtml(srcset)}"${priority ? ' fetchpriority="high"' : ''}>`;
}

/**
 * What the first paint of a page needs, in its HTML (issue 10: LCP): the replies of the page's
 * first API requests (the web app reads them instead of asking — see apps/web lib/initial-data),
 * the largest images preloaded, and the translations of the visitor's language preloaded, so that
 * none waits for the JavaScript to ask.
 */
export async function firstPaintTags(
  app: FastifyInstance,
  request: { path: string; query: string; acceptLanguage: string | undefined },
  manifest: Manifest | undefined,
): Promise<{ head: string; body: string }> {
  const { path, query } = request;
  const language = languageOf(request.acceptLanguage);
  const tags = [
    `<link rel="preload" as="fetch" href="/locales/${language}/translation.json" crossorigin="anonymous">`,
    ...routePreloads(manifest, path),
  ];
  const replies: Record<string, unknown> = {};

  if (path === '/' && query === '') {
    const request = new URL(HOME_PRODUCTS_REQUEST, 'http://curio.local');
    const { json } = await app.catalog.pageReply(
      productListQuerySchema.parse(Object.fromEntries(request.searchParams)),
    );
    const page = JSON.parse(json) as { content: Product[] };
    replies[HOME_PRODUCTS_REQUEST] = page;
    for (const product of page.content.slice(0, HOME_IMAGES_PRELOADED)) {
      const image = product.images[0];
      if (image) tags.push(preloadImage({ base: image.card, twice: image.card2x }, false));
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
      if (image) tags.push(preloadImage({ base: image.detail, twice: image.detail2x }, true));
    }
  }
  return {
    head: tags.join('\n    '),
    // At the end of the body: the charset must stay within the first 1024 bytes, and the app's
    // module script runs only after the whole document is parsed.
    body:
      Object.keys(replies).length > 0
        ? `<script id="curio-initial-data" type="application/json">${jsonForScript(replies)}</script>`
        : '',
  };
}

/** The page's HTML with the first-paint tags: preloads after the charset, replies before </body>. */
export function injectFirstPaint(html: string, tags: { head: string; body: string }): string {
  return html
    .replace(/(<meta charset[^>]*>)/i, `$1\n    ${tags.head}`)
    .replace(/<\/body>/i, `  ${tags.body}\n  </body>`);
}
