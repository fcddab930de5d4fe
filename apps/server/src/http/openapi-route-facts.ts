import type { FastifySchema, RouteOptions } from 'fastify';
import { ERROR_MEANINGS } from '../http/replies';

type JsonObject = Record<string, unknown>;

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBody' };
const RETRY_AFTER = {
  'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again' },
};

const errorReply = (description: string): JsonObject => ({
  description,
  content: { 'application/json': { schema: ERROR_BODY } },
});

/**
 * What a route's options decide beyond its own schema, added to its entry in the description:
 * the 400 of a request its schema refuses, the session its `config.auth` demands (401, and 403 for a role or a frozen account), the 429
 * of its `config.rateLimit`, the 304 of a `config.publicCache` reply, the 413 and 415 with which
 * Fastify refuses a body, and the error body of any other failure (500, or 503 while the
 * database is busy or the server is shutting down). Public routes say so (`security: []`).
 */
export function describeRouteFacts(schema: FastifySchema, route: RouteOptions): FastifySchema {
  const config = route.config ?? {};
  const responses: JsonObject = { ...(schema.response as JsonObject | undefined) };
  const add = (status: string, reply: JsonObject) => {
    responses[status] ??= reply;
  };
  if (schema.params || schema.querystring || schema.body) {
    add('400', errorReply(ERROR_MEANINGS[400]));
  }
  if (config.auth) {
    add('401', errorReply(ERROR_MEANINGS[401]));
    if (config.auth !== 'signed-in' || config.refuseFrozen) {
      add('403', errorReply(ERROR_MEANINGS[403]));
    }
  }
  if (config.rateLimit) add('429', errorReply(ERROR_MEANINGS[429]));
  const tooMany = responses['429'] as JsonObject | undefined;
  if (tooMany) responses['429'] = { ...tooMany, headers: RETRY_AFTER };
  if (config.publicCache) {
    add('304', {
      type: 'null',
      description: 'Not modified: `If-None-Match` holds the current `ETag`',
    });
  }
  if (schema.body) {
    add('413', errorReply(ERROR_MEANINGS[413]));
    add('415', errorReply(ERROR_MEANINGS[415]));
  }
  add(
    'default',
    errorReply(
      'Any other failure: 503 while the database is busy or the server is shutting down, ' +
        '500 (with a `requestId` to quote) when the server is at fault',
    ),
  );
  return {
    ...schema,
    security: (schema as { security?: unknown }).security ?? (config.auth ? [{ bearer: [] }] : []),
    response: responses,
  } as FastifySchema;
}
