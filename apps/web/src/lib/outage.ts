import { ApiError, ServerUnreachableError } from './api-client';
import { isChunkLoadError } from './chunk-reload';

/**
 * Whether a failure means Curio cannot be reached right now — no answer, a 5xx, or code of the
 * app that did not download — rather than something the reader asked for (a 4xx).
 */
export function isOutage(error: unknown): boolean {
  return (
    error instanceof ServerUnreachableError ||
    (error instanceof ApiError && error.status >= 500) ||
    isChunkLoadError(error)
  );
}

/** Whether one of these queries (or anything with an `error`) failed for an outage. */
export function anyOutage(...results: { error: unknown }[]): boolean {
  return results.some((result) => isOutage(result.error));
}
