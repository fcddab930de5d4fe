import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Language, ServerRender, ServerRendered, ServerRenderRequest } from '@curio/shared';

/** Renders a page; `repliesJson` is the replies as serialised for the HTML (the cache's key). */
export type PageRenderer = (
  request: Omit<ServerRenderRequest, 'translations'>,
  repliesJson: string,
) => Promise<ServerRendered | null>;

type Translations = ServerRenderRequest['translations'];

/**
 * The web app's server-rendering entry (built by `npm run build` into dist/.ssr), or undefined
 * when the build has none: pages are then rendered by the browser alone. A render that fails is
 * logged and the page left to the browser; a visitor never sees the difference but in speed.
 */
export async function loadPageRenderer(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | undefined> {
  const entry = join(distDir, '.ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { render?: ServerRender };
  const render = module.render;
  if (typeof render !== 'function') {
    log.warn(`${entry} exports no render function: pages are rendered in the browser only.`);
    return undefined;
  }

  const translations = new Map<Language, Translations>();
  const translationsOf = (language: Language): Translations => {
    let files = translations.get(language);
    if (!files) {
      const dir = join(distDir, 'locales', language);
      files = Object.fromEntries(
        readdirSync(dir)
          .filter((file) => file.endsWith('.json'))
          .map((file) => [
            file.slice(0, -'.json'.length),
            JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>,
          ]),
      );
      translations.set(language, files);
    }
    return files;
  };

  // By language, address and data; the least recently used goes first.
  const rendered = new LRUCache<string, ServerRendered>({
    max: RENDERED_PAGES_KEPT,
    maxSize: RENDERED_PAGES_CHARS,
    sizeCalculation: (page) => Math.max(1, page.markup.length),
  });
  return async (request, repliesJson) => {
    // The same page of the same data in the same language renders the same markup.
    const key = `${request.language} ${request.url} ${createHash('sha1').update(repliesJson).digest('base64')}`;
    const kept = rendered.get(key);
    if (kept) return kept;
    try {
      const page = await render({ ...request, translations: translationsOf(request.language) });
      if (page) rendered.set(key, page);
      return page;
    } catch (error) {
      log.warn({ err: error, url: request.url }, 'server rendering failed; the browser renders');
      return null;
    }
  };
}

/** Rendered pages kept: the home page in each language and the most visited products. */
const RENDERED_PAGES_KEPT = 500;
/** …and at most this many characters of markup. */
const RENDERED_PAGES_CHARS = 16 * 1024 * 1024;
