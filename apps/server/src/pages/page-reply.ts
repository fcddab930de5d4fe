import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from '../http/public-cache';
import { pagePolicy } from '../http/security-headers';
import { plainBody, type CachedPage, type PageEncoding } from './page-cache';

/**
 * The path and query a request names. A target that starts with `/` is a path, `//x` included:
 * resolved as a URL, `//x` would be the host x (and `//` no URL at all). An absolute target
 * (`GET http://host/path`, which HTTP allows) gives its path and query; anything else (`*`) is
 * read as a path below the root, which names no page.
 */
export function requestPath(target: string): string {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    return url.pathname + url.search;
  } catch {
    return `/${target}`;
  }
}

/** The Fetch API request React Router's handler reads, from a page request (GET or HEAD). */
export function pageRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const url = new URL(new URL(publicUrl).origin + requestPath(request.url));
  return new Request(url, { method: request.method, headers });
}

/**
 * The handler's response as this reply: status, headers (with `overrides` last) and the whole
 * page (`html`).
 */
export function sendPage(
  reply: FastifyReply,
  response: Response,
  html: string,
  overrides: Record<string, string> = {},
): FastifyReply {
  response.headers.forEach((value, name) => {
    if (name === 'content-length') return;
    void reply.header(name, value);
  });
  if (!response.headers.has('cache-control')) void reply.header('cache-control', 'no-cache');
  for (const [name, value] of Object.entries(overrides)) void reply.header(name, value);
  return reply.code(response.status).send(Buffer.from(html, 'utf8'));
}

/**
 * The encoding @fastify/compress would choose of those a page is kept in (br before gzip at the
 * same quality; `*` and `x-gzip` are gzip); undefined when the reader prefers another, which
 * @fastify/compress then applies as to any reply.
 */
function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const ranked = ['br', 'gzip', 'deflate', 'identity'];
  let best: { name: string; quality: number; rank: number } | undefined;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    const name = token === '*' || token === 'x-gzip' ? 'gzip' : token;
    const rank = ranked.indexOf(name);
    if (rank === -1) continue;
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!(quality > 0)) continue;
    if (!best || quality > best.quality || (quality === best.quality && rank < best.rank)) {
      best = { name, quality, rank };
    }
  }
  return best?.name === 'br' || best?.name === 'gzip' ? best.name : undefined;
}

/**
 * A kept page as this reply, with the same headers as the render's: its scripts allowed by their
 * hashes, the body as kept in the reader's encoding, and 304 when the reader has it already.
 */
export async function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
): Promise<FastifyReply> {
  for (const [name, value] of page.headers) void reply.header(name, value);
  if (!page.headers.some(([name]) => name === 'cache-control'))
    void reply.header('cache-control', 'no-cache');
  void reply.header('content-security-policy', pagePolicy(page.scriptHashes));
  // As @fastify/compress says it of the replies it compresses.
  const vary = reply.getHeader('vary');
  if (typeof vary !== 'string') void reply.header('vary', 'accept-encoding');
  else if (!vary.includes('accept-encoding')) void reply.header('vary', `${vary}, accept-encoding`);
  void reply.header('etag', page.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && etagMatches(ifNoneMatch, page.etag)) return reply.code(304).send();
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return reply.code(200).send(await plainBody(page));
  return reply.code(200).header('content-encoding', encoding).send(page[encoding]);
}
