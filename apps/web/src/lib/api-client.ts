import { LIMITS, type ErrorBody } from '@curio/shared';
import { getSessionToken } from './session-token';

/** What an error reply says beside its status and English message (docs/architecture.md §3). */
export type ApiErrorDetails = Partial<
  Pick<ErrorBody, 'code' | 'params' | 'fieldErrors' | 'fieldCodes' | 'retryAfterSeconds'>
>;

/**
 * A non-OK reply of the API, carrying the HTTP status (read by the route error screen) and the
 * reply's `code`, which the web app translates (`messages.<code>`); a reply without a body has
 * neither code nor a message of the server.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorBody['code'] | undefined;
  readonly params: ErrorBody['params'];
  readonly fieldErrors: ErrorBody['fieldErrors'];
  readonly fieldCodes: ErrorBody['fieldCodes'];
  /** A 429's wait in seconds, as the server stated it. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly status: number,
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.code = details.code;
    this.params = details.params;
    this.fieldErrors = details.fieldErrors;
    this.fieldCodes = details.fieldCodes;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** A call that got no answer: the network failed, or the server did not reply in time. */
export class ServerUnreachableError extends Error {
  override readonly name = 'ServerUnreachableError';

  constructor(options?: ErrorOptions) {
    super('The server could not be reached.', options);
  }
}

/** A failed call the server explained (an error reply with a code), else undefined. */
export function explainedError(error: unknown): ExplainedError | undefined {
  return error instanceof ApiError && error.code !== undefined
    ? (error as ExplainedError)
    : undefined;
}

type ExplainedError = ApiError & { readonly code: ErrorBody['code'] };

type ReplySchema<T> = { parse(data: unknown): T };

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiFetchOptions<T> = {
  /**
   * When given, the reply is parsed (and typed) with it — a zod schema, or a function loading one
   * (a form's schemas load on its first use). The first page's requests pass none (zod stays out
   * of its JavaScript; the server validates what it sends).
   */
  schema?: ReplySchema<T> | (() => Promise<ReplySchema<T>>);
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The browser cache's part (`no-cache`: ask the server, a 304 when unchanged). */
  cache?: RequestCache;
};

type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: () => ApiTransport | undefined = () => undefined;

/**
 * Where calls go instead of the network: on the server, each page request's loaders call the API
 * in process (src/app/in-process-api.server.ts: the request context's own, by middleware).
 */
export function setApiTransport(next: () => ApiTransport | undefined): void {
  transport = next;
}

/** Calls the API (paths include `/api`), with the session token and the spec's request timeout. */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions<T> = {},
): Promise<T> {
  const {
    schema,
    method = 'GET',
    body,
    signal,
    timeoutMs = LIMITS.requestTimeoutMs,
    cache,
  } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const token = getSessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Mails the call sends (verification, password reset) are written in the page's language.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers.set('Accept-Language', language);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await (transport() ?? fetch)(path, {
      method,
      headers,
      body: payload,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      ...(cache && { cache }),
    });
  } catch (error) {
    // A call its caller cancelled stays an AbortError; anything else means no answer came.
    if (signal?.aborted) throw error;
    throw new ServerUnreachableError({ cause: error });
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;

  const data: unknown = await response.json();
  if (!schema) return data as T;
  return (typeof schema === 'function' ? await schema() : schema).parse(data);
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  // The wait of a 429: the body's, else the standard header's (seconds).
  const header = Number(response.headers.get('Retry-After') ?? Number.NaN);
  const fromHeader = Number.isInteger(header) && header > 0 ? header : undefined;
  return isErrorBody(body)
    ? new ApiError(response.status, body.message, {
        ...body,
        retryAfterSeconds: body.retryAfterSeconds ?? fromHeader,
      })
    : new ApiError(response.status, `HTTP Error: status ${response.status}`, {
        retryAfterSeconds: fromHeader,
      });
}

/** Absent, or an object of texts (an error body's params, fieldErrors or fieldCodes). */
export const isTextRecord = (value: unknown): value is Record<string, string> | undefined =>
  value === undefined ||
  (typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string'));

/**
 * The API's error body, checked by hand (zod stays out of the first page's JavaScript). A code the
 * web app has no translation for still shows: the translation falls back to the message.
 */
function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message, params, fieldErrors, fieldCodes, retryAfterSeconds } = body as Record<
    string,
    unknown
  >;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (retryAfterSeconds === undefined || typeof retryAfterSeconds === 'number') &&
    isTextRecord(params) &&
    isTextRecord(fieldErrors) &&
    isTextRecord(fieldCodes)
  );
}
