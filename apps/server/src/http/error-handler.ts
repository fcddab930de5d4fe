import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  messageKeyOf,
  messageText,
  type ErrorBody,
  type MessageKey,
} from '@curio/shared';
import { isDatabaseBusy, isDatabaseTimeout } from '../db/client';
import { postgresErrorCode } from '../db/postgres-errors';
import type { ErrorReporter } from '../monitoring/error-reporter';
import { isSharedStateDown } from '../shared-state/redis';
import { AppError, errorBody } from './errors';

/** PostgreSQL error codes that a client can provoke and that mean "conflict", not "bug". */
const PG_CONFLICT_CODES = new Set(['23505', '23503']);

/** A conflict PostgreSQL reported, on the error itself or on the one Drizzle wrapped it in. */
function isDatabaseConflict(error: unknown): boolean {
  const code = postgresErrorCode(error);
  return code !== undefined && PG_CONFLICT_CODES.has(code);
}

function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

function send(reply: FastifyReply, body: ErrorBody) {
  if (body.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(body.retryAfterSeconds));
  }
  return reply.status(body.status).type('application/json; charset=utf-8').send(body);
}

/** The wait a rate limit already put in `Retry-After` (seconds), for the body too. */
function retryAfterOf(reply: FastifyReply): Pick<ErrorBody, 'retryAfterSeconds'> {
  const seconds = Number(reply.getHeader('retry-after'));
  return Number.isInteger(seconds) && seconds > 0 ? { retryAfterSeconds: seconds } : {};
}

/** The texts and codes of an AppError's field errors. */
function fieldErrorsOf(error: AppError): Pick<ErrorBody, 'fieldErrors' | 'fieldCodes'> {
  const codes = error.options.fieldErrors;
  if (!codes) return {};
  const fieldErrors: Record<string, string> = {};
  for (const [field, code] of Object.entries(codes)) {
    fieldErrors[field] = messageText(code, error.options.params);
  }
  return { fieldErrors, fieldCodes: { ...codes } };
}

/** A 4xx that Fastify or a plugin raised (unknown route, body too large, unreadable body). */
function frameworkClientError(status: number, reply: FastifyReply): ErrorBody {
  if (status === 429) return { ...errorBody(status, 'tooManyRequests'), ...retryAfterOf(reply) };
  if (status === 404) return errorBody(status, 'notFound');
  if (status === 413) return errorBody(status, 'requestTooLarge');
  if (status === 415) return errorBody(status, 'unsupportedMediaType');
  return errorBody(status, 'requestUnreadable');
}

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** The names a strict schema does not know (zod's `unrecognized_keys`), with their paths. */
function unknownNames(issue: ValidationIssue): { name: string; path: string }[] {
  const keys = issue.keyword === 'unrecognized_keys' ? issue.params?.keys : undefined;
  if (!Array.isArray(keys)) return [];
  const parent = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return keys
    .filter((key): key is string => typeof key === 'string')
    .map((name) => ({ name, path: parent ? `${parent}.${name}` : name }));
}

/**
 * A validation 400: each field's first message, with its code where it is one of the table's. A
 * parameter the call does not know comes first, named in `params.name`.
 */
function validationError(issues: readonly ValidationIssue[]): ErrorBody {
  const fieldErrors: Record<string, string> = {};
  const fieldCodes: Record<string, MessageKey> = {};
  const unknown = issues.flatMap(unknownNames);
  for (const { name, path } of unknown) {
    fieldErrors[path] ??= messageText('unknownParameter', { name });
    fieldCodes[path] = 'unknownParameter';
  }
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys') continue;
    const path = fieldPath(issue.instancePath);
    if (path in fieldErrors) continue;
    fieldErrors[path] = issue.message ?? MESSAGES.validationFailed;
    const code = messageKeyOf(fieldErrors[path]);
    if (code) fieldCodes[path] = code;
  }
  const codes = Object.keys(fieldCodes).length > 0 ? { fieldCodes } : {};
  const firstUnknown = unknown[0];
  if (firstUnknown) {
    const params = { name: firstUnknown.name };
    const code = 'unknownParameter';
    return { status: 400, code, message: messageText(code, params), params, fieldErrors, ...codes };
  }
  const first = issues[0]?.message;
  const code = (first && messageKeyOf(first)) || 'validationFailed';
  return { status: 400, code, message: first ?? MESSAGES.validationFailed, fieldErrors, ...codes };
}

function toErrorBody(error: unknown, request: FastifyRequest, reply: FastifyReply): ErrorBody {
  if (error instanceof AppError) {
    const { params, retryAfterSeconds } = error.options;
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(params ? { params: { ...params } } : {}),
      ...fieldErrorsOf(error),
      ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return validationError(error.validation);
  const candidate = error as Partial<FastifyError> & { code?: string };
  if (isDatabaseConflict(error)) return errorBody(409, 'conflictsWithData');
  const status = candidate.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return frameworkClientError(status, reply);
  // A statement or lock wait past DATABASE_STATEMENT/LOCK_TIMEOUT_MS: busy, not broken.
  if (isDatabaseTimeout(error)) return errorBody(503, 'databaseTimedOut');
  if (status === 503 || isDatabaseBusy(error) || isSharedStateDown(error))
    return errorBody(503, 'serviceUnavailable');
  // Anything else is our fault: log it, show nothing of it.
  return { ...errorBody(500, 'unexpectedError'), requestId: request.id };
}

async function errorHandler(app: FastifyInstance, options: { reporter: ErrorReporter }) {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error, request, reply);
    if (body.status === 503) {
      // Overload or shutdown, not a bug: worth a warning, not an error report. One the server
      // answers on purpose (the index still loading, polled by a load balancer) needs no stack.
      if (error instanceof AppError) request.log.warn({ code: error.code }, 'service unavailable');
      else request.log.warn({ err: error }, 'service unavailable');
    } else if (body.status >= 500) {
      request.log.error({ err: error }, 'request failed');
      options.reporter.capture(error, {
        requestId: request.id,
        route: request.routeOptions.url ?? 'unknown',
      });
    }
    return send(reply, body);
  });
}

export default fp(errorHandler, { name: 'error-handler' });
export { send as sendError };
