import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';

/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
const MAX_DEPTH = 32;

/** The path of the first string (or key) in a parsed request part that PostgreSQL cannot store. */
function unstorablePath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (unstorable(key)) return path || 'body';
    const found = unstorablePath(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text holds neither NUL nor unpaired surrogates (a NUL in a text column, or either in
 * a JSON column, is a database error). Such input is refused up front as a validation error,
 * whatever the route, instead of failing half-way through a request.
 */
async function storableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const path = unstorablePath(value, '');
      if (path !== undefined) {
        throw badRequest('validationFailed', { [path || part]: 'validationFailed' });
      }
    }
  });
}

export default fp(storableText, { name: 'storable-text' });
