import type { FastifyInstance } from 'fastify';
import type { WebRequestContext } from '@curio/shared';

/**
 * The API as the web app's loaders call it while a page renders: the server's own routes through
 * `app.inject`, in this process, never over the network (decision 020).
 */
export function inProcessApi(app: FastifyInstance): WebRequestContext['fetchApi'] {
  return async (path, init) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
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
}
