import { LRUCache } from 'lru-cache';
import { isPlatformHost, parseShopLink, shopItemLink, shortShareLink } from '@curio/shared';
import { badRequest } from '../http/errors';

type ShortLinkFailure = 'productLinkShortUnreachable' | 'productLinkShortNoItem';
export type ShortLinkResult = { link: string } | { failure: ShortLinkFailure };

export interface ShortLinkOptions {
  /**
   * Where a host's requests go instead of `https://<host>` (an origin such as
   * `http://127.0.0.1:4100`): a stand-in server in tests. The links themselves keep their hosts,
   * and only those hosts are followed.
   */
  addresses?: Readonly<Record<string, string>>;
  timeoutMs?: number;
  maxRedirects?: number;
  /** How much of a page answered 200 is read for the item's address. */
  bodyBytesMax?: number;
  cacheSize?: number;
}

/** An https address a page names, up to a quote, space or tag. */
const ADDRESS_IN_PAGE = /https:\/\/[^\s"'<>\\]+/g;

async function readUpTo(body: ReadableStream<Uint8Array> | null, max: number): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < max) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel();
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, max));
}

/** The item a page names, as in `var url = '…'` or a meta refresh, on a platform's host. */
function itemNamedIn(page: string): string | null {
  for (const [address] of page.replaceAll('&amp;', '&').matchAll(ADDRESS_IN_PAGE)) {
    const item = URL.canParse(address) && isPlatformHost(new URL(address).hostname);
    const parsed = item ? parseShopLink(address) : null;
    if (parsed) return shopItemLink(parsed);
  }
  return null;
}

/** A redirect target the resolver may follow: https, a platform's host, its default port. */
function mayFollow(url: URL): boolean {
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    isPlatformHost(url.hostname)
  );
}

/**
 * Follows the platforms' share links (`m.tb.cn/h.…` and the like) to the item's address.
 * Only a link on one of SHORT_LINK_HOSTS is requested, only redirects to the platforms' hosts
 * over https are followed (at most `maxRedirects`), the whole chain has `timeoutMs`, and a page
 * answered 200 is read up to `bodyBytesMax` for the item's address. Items found are cached.
 */
export class ShortLinkResolver {
  private readonly cache: LRUCache<string, string>;
  private readonly addresses: Readonly<Record<string, string>>;
  private readonly timeoutMs: number;
  private readonly maxRedirects: number;
  private readonly bodyBytesMax: number;

  constructor(options: ShortLinkOptions = {}) {
    this.addresses = options.addresses ?? {};
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.maxRedirects = options.maxRedirects ?? 3;
    this.bodyBytesMax = options.bodyBytesMax ?? 32 * 1024;
    this.cache = new LRUCache({ max: options.cacheSize ?? 2000, ttl: 24 * 60 * 60 * 1000 });
  }

  /** The item a share link (or the shared text around it) leads to. */
  async resolve(text: string): Promise<ShortLinkResult> {
    const start = shortShareLink(text);
    if (!start) return { failure: 'productLinkShortNoItem' };
    const cached = this.cache.get(start);
    if (cached) return { link: cached };
    const result = await this.follow(new URL(start));
    if ('link' in result) this.cache.set(start, result.link);
    return result;
  }

  private requestAddress(url: URL): string {
    const origin = this.addresses[url.hostname];
    return origin ? `${origin.replace(/\/$/, '')}${url.pathname}${url.search}` : url.href;
  }

  private async follow(start: URL): Promise<ShortLinkResult> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let url = start;
    try {
      for (let hop = 0; hop <= this.maxRedirects; hop += 1) {
        const response = await fetch(this.requestAddress(url), {
          redirect: 'manual',
          signal,
          headers: { accept: 'text/html' },
        });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          const next = URL.canParse(location, url.href) ? new URL(location, url) : null;
          if (!next || !mayFollow(next)) return { failure: 'productLinkShortNoItem' };
          const item = parseShopLink(next.href);
          if (item) return { link: shopItemLink(item) };
          url = next;
          continue;
        }
        if (response.status >= 500) {
          await response.body?.cancel();
          return { failure: 'productLinkShortUnreachable' };
        }
        if (response.status !== 200) {
          await response.body?.cancel();
          return { failure: 'productLinkShortNoItem' };
        }
        const link = itemNamedIn(await readUpTo(response.body, this.bodyBytesMax));
        return link ? { link } : { failure: 'productLinkShortNoItem' };
      }
      return { failure: 'productLinkShortNoItem' };
    } catch {
      // No answer in time, a refused connection, a name that does not resolve.
      return { failure: 'productLinkShortUnreachable' };
    }
  }
}

/** The link to store: a share link followed to its item's address, any other link as sent. */
export async function shopLinkToStore(resolver: ShortLinkResolver, link: string): Promise<string> {
  if (parseShopLink(link) || !shortShareLink(link)) return link;
  const result = await resolver.resolve(link);
  if ('failure' in result) throw badRequest(result.failure, { productLink: result.failure });
  return result.link;
}

/** Several share links followed a few at a time; answers each link's result. */
export async function resolveAll(
  resolver: ShortLinkResolver,
  links: readonly string[],
  concurrency = 4,
): Promise<Map<string, ShortLinkResult>> {
  const results = new Map<string, ShortLinkResult>();
  const queue = [...new Set(links)];
  const worker = async () => {
    for (let link = queue.shift(); link !== undefined; link = queue.shift()) {
      results.set(link, await resolver.resolve(link));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
