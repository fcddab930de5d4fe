import { errorBodySchema, LIMITS } from '@curio/shared';
import type { z } from 'zod';
import { getSessionToken } from './session-token';

/** A non-OK reply of the API, carrying the HTTP status (read by the route error screen). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiFetchOptions<T> = {
  /** When given, the reply is parsed (and typed) with it. */
  schema?: z.ZodType<T>;
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/** Calls the API (paths include `/api`), with the session token and the spec's request timeout. */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions<T> = {},
): Promise<T> {
  const { schema, method = 'GET', body, signal, timeoutMs = LIMITS.requestTimeoutMs } = options;

  const headers = new Headers({ Accept: 'application/json' });
  const token = getSessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const timeout = AbortSignal.timeout(timeoutMs);
  const response = await fetch(path, {
    method,
    headers,
    body: payload,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;

  const data: unknown = await response.json();
  return schema ? schema.parse(data) : (data as T);
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success
    ? new ApiError(response.status, parsed.data.message, parsed.data.fieldErrors)
    : new ApiError(response.status, `HTTP Error: status ${response.status}`);
}
