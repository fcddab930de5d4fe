import { messageText, type ErrorBody, type MessageKey } from '@curio/shared';

type Params = Readonly<Record<string, string>>;

/**
 * Domain errors: thrown anywhere, turned into the JSON error body by the error handler. The
 * `code` is a key of MESSAGES; the message is its text, so the two never disagree.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageKey,
    readonly options: {
      /** Values of the `{{placeholders}}` of the message and field errors, sent as `params` too. */
      params?: Params;
      /** Each field's error, by code. */
      fieldErrors?: Readonly<Record<string, MessageKey>>;
      /** A 429's wait: sent as `Retry-After` and as `retryAfterSeconds` in the body. */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(messageText(code, options.params));
    this.name = 'AppError';
  }
}

export const badRequest = (
  code: MessageKey,
  fieldErrors?: Record<string, MessageKey>,
  params?: Params,
) => new AppError(400, code, { fieldErrors, params });
export const unauthorized = (code: MessageKey) => new AppError(401, code);
export const forbidden = (code: MessageKey, fieldErrors?: Record<string, MessageKey>) =>
  new AppError(403, code, { fieldErrors });
export const notFound = (code: MessageKey) => new AppError(404, code);
export const conflict = (code: MessageKey, params?: Params) => new AppError(409, code, { params });
export const payloadTooLarge = (code: MessageKey) => new AppError(413, code);
export const tooManyRequests = (code: MessageKey, retryAfterSeconds?: number) =>
  new AppError(429, code, { retryAfterSeconds });
export const serviceUnavailable = (code: MessageKey) => new AppError(503, code);

/** The error body of a reply made outside the error handler: the code's text as its message. */
export const errorBody = (status: number, code: MessageKey): ErrorBody => ({
  status,
  code,
  message: messageText(code),
});
