import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { weakEtag } from '../http/public-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

/** @fastify/compress's brotli quality (its recommended default), so that a hit sends the same. */
const BROTLI_QUALITY = 4;

/** A finished page, kept with what each of its replies needs: no rendering, no compression. */
export interface CachedPage {
  /** The render's headers (content type, …), without its length. */
  headers: [string, string][];
  /** The page's inline scripts as CSP sources (`'sha256-…'`). */
  scriptHashes: string[];
  /** A weak ETag: the same page in every encoding. */
  etag: string;
  /** Compressed forms only: a reader that takes neither (rare) gets the gzip form unpacked. */
  br: Buffer;
  gzip: Buffer;
}

/** The encodings a page is kept in, besides none. */
export type PageEncoding = 'br' | 'gzip';

/**
 * The page as it can be sent to anyone (decision 020), with what each reply needs: its inline
 * scripts' CSP sources (the page carries no per-reply value, so its body never changes), its
 * compressed forms and its ETag.
 */
export async function cacheablePage(
  page: string,
  headers: [string, string][],
  scriptHashes: string[],
): Promise<CachedPage> {
  const body = Buffer.from(page, 'utf8');
  const [br, gzip] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body),
  ]);
  return { headers, scriptHashes, etag: weakEtag(page), br, gzip };
}

/** The page as written, for a reader that takes no compression. */
export const plainBody = (page: CachedPage): Promise<Buffer> => gunzipped(page.gzip);

/**
 * Rendered pages by address (path and query: the language is in the path), for one version at a
 * time (of the catalogue and the build): a page is kept only when the version it was rendered at is still the
 * current one, and a new version forgets them all. Bounded in bytes (both encodings together).
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private version: string | undefined;

  constructor(maxBytes: number) {
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) => Math.max(1, page.br.length + page.gzip.length + 512),
    });
  }

  get(address: string, version: string): CachedPage | undefined {
    if (version !== this.version) {
      this.pages.clear();
      this.version = version;
      return undefined;
    }
    return this.pages.get(address);
  }

  /** Keeps the page rendered at version `renderedAt` if that is still the version `now`. */
  set(address: string, renderedAt: string, now: string, page: CachedPage): void {
    if (renderedAt !== now) return;
    if (now !== this.version) {
      this.pages.clear();
      this.version = now;
    }
    this.pages.set(address, page);
  }
}
