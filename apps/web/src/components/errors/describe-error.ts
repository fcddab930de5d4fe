import { COMMON_MESSAGES } from '@curio/shared';
import { isRouteErrorResponse } from 'react-router';
import { ApiError, isTextRecord } from '@/lib/api-client';
import type { ServerText } from '@/hooks/use-server-text';

const DEFAULT_ERROR_STATUS = 500;

/** The text to show: with the server's code when it explained the error (translated by it). */
export type ErrorDescription = { status: number; message: string; text: ServerText };

/**
 * Status and message of whatever a loader, an action or a render threw: a route error response
 * (its data an error body, say), an error with a numeric `status` (ApiError), any Error, or
 * something else. Defaults (spec): status 500 and 'An unexpected error occurred'.
 */
export function describeError(error: unknown): ErrorDescription {
  const { status, message } = statusAndMessage(error);
  const explained = explanationOf(error);
  return {
    status,
    message,
    text: { code: explained.code ?? codeOfMessage(message), params: explained.params, message },
  };
}

/** The code and params an ApiError or a route error response's data carries. */
function explanationOf(error: unknown): Partial<Pick<ServerText, 'code' | 'params'>> {
  if (error instanceof ApiError) return { code: error.code, params: error.params };
  if (!isRouteErrorResponse(error)) return {};
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return {};
  const { code, params } = data as Record<string, unknown>;
  return {
    // A code this web app has no translation for shows the message (translateServerText).
    code: typeof code === 'string' ? (code as NonNullable<ServerText['code']>) : undefined,
    params: isTextRecord(params) ? params : undefined,
  };
}

/** Only the default message is known without a reply's code. */
const codeOfMessage = (message: string): ServerText['code'] =>
  message === COMMON_MESSAGES.unexpectedError ? 'unexpectedError' : undefined;

function statusAndMessage(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    return {
      status: error.status,
      message: messageFromData(error.data) ?? (error.statusText || COMMON_MESSAGES.unexpectedError),
    };
  }
  if (typeof error === 'object' && error !== null) {
    const status =
      'status' in error && typeof error.status === 'number' ? error.status : DEFAULT_ERROR_STATUS;
    const message =
      'message' in error && typeof error.message === 'string' && error.message
        ? error.message
        : COMMON_MESSAGES.unexpectedError;
    return { status, message };
  }
  if (typeof error === 'string' && error) return { status: DEFAULT_ERROR_STATUS, message: error };
  return { status: DEFAULT_ERROR_STATUS, message: COMMON_MESSAGES.unexpectedError };
}

function messageFromData(data: unknown): string | undefined {
  if (typeof data === 'string') return data || undefined;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    return typeof data.message === 'string' && data.message ? data.message : undefined;
  }
  return undefined;
}
