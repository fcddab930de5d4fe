import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public, user-independent GET: answered with an ETag and cacheable by a CDN. */
    publicCache?: boolean;
  }
}

/**
 * Browsers revalidate every time (max-age=0) and get a 304 when nothing changed; shared caches
 * (a CDN) may keep the reply for 30 s. Serving it stale while revalidating is said to CDNs only
 * (`CDN-Cache-Control`, RFC 9213): in `Cache-Control`, Chromium applies it too, and a reload then
 * showed the reply from before an admin's change.
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';
const CDN_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

/** The weak ETag of a reply body (a route that caches its body may set it beforehand). */
export function weakEtag(payload: string): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** Whether an If-None-Match header names the ETag (weakly: W/ or not). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag.replace(/^W\//, ''));
}

async function publicCache(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.publicCache) return payload;
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const preset = reply.getHeader('etag');
    const etag = typeof preset === 'string' ? preset : weakEtag(payload);
    void reply
      .header('etag', etag)
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('cdn-cache-control', CDN_CACHE_CONTROL);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && etagMatches(ifNoneMatch, etag)) {
      void reply.code(304);
      return '';
    }
    return payload;
  });
}

export default fp(publicCache, { name: 'public-cache' });
