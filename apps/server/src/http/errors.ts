/** Domain errors: thrown anywhere, turned into the JSON error body by the error handler. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** A 429's wait: sent as `Retry-After` and as `retryAfterSeconds` in the body. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, message, fieldErrors);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, message, undefined, retryAfterSeconds);
export const serviceUnavailable = (message: string) => new AppError(503, message);
