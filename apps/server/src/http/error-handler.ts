import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorBody } from '@curio/shared';
import { isDatabaseBusy, isDatabaseTimeout } from '../db/client';
import type { ErrorReporter } from '../monitoring/error-reporter';
import { isSharedStateDown } from '../shared-state/redis';
import { AppError } from './errors';

/** PostgreSQL error codes that a client can provoke and that mean "conflict", not "bug". */
const PG_CONFLICT_CODES = new Set(['23505', '23503']);

/** A conflict PostgreSQL reported, on the error itself or on the one Drizzle wrapped it in. */
function isDatabaseConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && PG_CONFLICT_CODES.has(code)) return true;
    current = cause;
  }
  return false;
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

function toErrorBody(error: unknown, request: FastifyRequest, reply: FastifyReply): ErrorBody {
  if (error instanceof AppError) {
    return {
      status: error.status,
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.validation) {
      const path = fieldPath(issue.instancePath);
      fieldErrors[path] ??= issue.message ?? MESSAGES.validationFailed;
    }
    const first = error.validation[0]?.message;
    return { status: 400, message: first ?? MESSAGES.validationFailed, fieldErrors };
  }
  const candidate = error as Partial<FastifyError> & { code?: string };
  if (isDatabaseConflict(error)) {
    return { status: 409, message: 'This conflicts with existing data.' };
  }
  const status = candidate.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 429)
      return { status, message: MESSAGES.tooManyRequests, ...retryAfterOf(reply) };
    return { status, message: candidate.message || MESSAGES.validationFailed };
  }
  // A statement or lock wait past DATABASE_STATEMENT/LOCK_TIMEOUT_MS: busy, not broken.
  if (isDatabaseTimeout(error)) return { status: 503, message: MESSAGES.databaseTimedOut };
  if (status === 503 || isDatabaseBusy(error) || isSharedStateDown(error))
    return { status: 503, message: MESSAGES.serviceUnavailable };
  // Anything else is our fault: log it, show nothing of it.
  return { status: 500, message: MESSAGES.unexpectedError, requestId: request.id };
}

async function errorHandler(app: FastifyInstance, options: { reporter: ErrorReporter }) {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error, request, reply);
    if (body.status === 503) {
      // Overload or shutdown, not a bug: worth a warning, not an error report.
      request.log.warn({ err: error }, 'service unavailable');
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
