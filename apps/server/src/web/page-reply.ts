import type { FastifyReply, FastifyRequest } from 'fastify';

/** The Fetch API request React Router's handler reads, from a page request (GET or HEAD). */
export function pageRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(new URL(request.url, `${publicUrl}/`), { method: request.method, headers });
}

/** The handler's response as this reply: status, headers and the whole page. */
export async function sendPage(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  response.headers.forEach((value, name) => {
    if (name === 'content-length') return;
    void reply.header(name, value);
  });
  if (!response.headers.has('cache-control')) void reply.header('cache-control', 'no-cache');
  const body = Buffer.from(await response.arrayBuffer());
  return reply.code(response.status).send(body);
}
