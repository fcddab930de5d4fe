import { z } from 'zod';
import { errorBodySchema } from '@curio/shared';

/**
 * Reply declarations for route schemas. Fastify serialises each reply by its declared schema, and
 * http/openapi.ts describes it in /api/openapi.json with the description given here.
 */

/** What each error status means anywhere in the API; the body is always the error body. */
export const ERROR_MEANINGS = {
  400: 'The request is invalid: `fieldErrors` names each field at fault',
  401: 'No session token, or one that is no longer valid',
  403: 'This account may not do this',
  404: 'Not found',
  409: 'Conflicts with existing data or with the state of the account',
  413: 'The body or a file in it is too large',
  415: 'The body is not of a media type this operation accepts',
  429: 'Too many requests: wait `retryAfterSeconds` (also sent as `Retry-After`)',
  503: 'Not available now: a service it needs is down or not configured',
} as const;
export type ErrorStatus = keyof typeof ERROR_MEANINGS;

interface Reply<T extends z.ZodType, M extends string> {
  description: string;
  content: Record<M, { schema: T }>;
}

/** A reply with a body of one media type (JSON unless said otherwise). */
export function reply<T extends z.ZodType, M extends string = 'application/json'>(
  description: string,
  schema: T,
  mediaType: M = 'application/json' as M,
): Reply<T, M> {
  return { description, content: { [mediaType]: { schema } } as Record<M, { schema: T }> };
}

/** The error replies a route gives, each with the shared error body. */
export function errorReplies<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, Reply<typeof errorBodySchema, 'application/json'>> {
  return Object.fromEntries(
    statuses.map((status) => [status, reply(ERROR_MEANINGS[status], errorBodySchema)]),
  ) as Record<S, Reply<typeof errorBodySchema, 'application/json'>>;
}

/** A reply without a body (204, 202), sent with `reply.code(…).send()`. */
export function emptyReply(description: string) {
  return z.undefined().meta({ description });
}

/** A redirect (302, 303): no body, the target in `Location`. */
export function redirectReply(description: string, location: string) {
  return z.undefined().meta({
    description,
    headers: { Location: { type: 'string', description: location } },
  });
}
