import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebRequestContext } from '@curio/shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer is the same for everyone and changes only with the catalogue's version
     * (every write it depends on adds a `catalog_changes` row): a page that reads only such routes
     * may be kept by the page cache (decision 020).
     */
    catalogueVersioned?: true;
  }
}

/** The header that names the render an in-process call belongs to. */
const RENDER_HEADER = 'x-curio-page-render';

/** One page render's calls: the API for its loaders, and what they read. */
export interface RenderReads {
  fetchApi: WebRequestContext['fetchApi'];
  /** The routes read that are not catalogue-versioned (`METHOD /pattern`, or the path of a 404). */
  personal: () => string[];
  /** Forgets the render (its calls are over). */
  end: () => void;
}

/**
 * The API as the web app's loaders call it while a page renders: the server's own routes through
 * `app.inject`, in this process, never over the network (decision 020). Each render's calls are
 * recorded by route, so that the page host keeps only pages whose every read is
 * catalogue-versioned; a loader that reads anything personal makes its page uncacheable.
 */
export function inProcessApi(app: FastifyInstance): () => RenderReads {
  const renders = new Map<string, Set<string>>();

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const id = request.headers[RENDER_HEADER];
    const reads = typeof id === 'string' ? renders.get(id) : undefined;
    if (!reads) return;
    const route = request.routeOptions;
    if (route.config.catalogueVersioned !== true)
      reads.add(route.url ? `${request.method} ${route.url}` : request.url);
  });

  return () => {
    const id = randomUUID();
    const personal = new Set<string>();
    renders.set(id, personal);
    const fetchApi: WebRequestContext['fetchApi'] = async (path, init) => {
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      headers[RENDER_HEADER] = id;
      const payload = typeof init.body === 'string' ? init.body : undefined;
      const reply = await app.inject({
        method: init.method ?? 'GET',
        url: path,
        headers,
        ...(payload !== undefined && { payload }),
      });
      const replyHeaders = new Headers();
      for (const [name, value] of Object.entries(reply.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value])
          replyHeaders.append(name, String(one));
      }
      const empty = reply.statusCode === 204 || reply.statusCode === 304;
      return new Response(empty ? null : reply.rawPayload, {
        status: reply.statusCode,
        headers: replyHeaders,
      });
    };
    return { fetchApi, personal: () => [...personal], end: () => renders.delete(id) };
  };
}
