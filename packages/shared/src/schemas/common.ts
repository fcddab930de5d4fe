import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGE_KEYS, MESSAGES } from '../messages';

/** The stable code of an error: a key of MESSAGES, which a client translates as `messages.<code>`. */
export const errorCodeSchema = z.enum(MESSAGE_KEYS);

/** Every non-2xx reply of the API (docs/architecture.md §3). */
export const errorBodySchema = z.object({
  status: z.number().int(),
  code: errorCodeSchema,
  /** The code's English text (the spec's, where it has one), placeholders filled from `params`. */
  message: z.string(),
  /** The values of the message's placeholders (`{{name}}`), for a client's own translation. */
  params: z.record(z.string(), z.string()).optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** The code of each field's error, where it has one (the same keys as `fieldErrors`). */
  fieldCodes: z.record(z.string(), errorCodeSchema).optional(),
  requestId: z.string().optional(),
  /** A 429's wait in seconds (also in the `Retry-After` header). */
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Query-string integers arrive as text; a malformed one is a 400, not a NaN. */
const queryInt = (fallback: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : v), z.coerce.number().int());

/** `page` (zero-based) and `size` (1–100) of a list call, with the list's own default size. */
export function pageQuery(defaultSize: number) {
  return z.object({
    page: queryInt(0).pipe(z.number().int().min(0).max(1_000_000)),
    size: queryInt(defaultSize).pipe(
      z
        .number()
        .int()
        .min(1, MESSAGES.pageSizeTooLarge)
        .max(LIMITS.maxPageSize, MESSAGES.pageSizeTooLarge),
    ),
  });
}

export const pageQuerySchema = pageQuery(LIMITS.homePageSize);
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    size: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
  });
}
export type Page<T> = {
  content: T[];
  currentPage: number;
  totalPages: number;
  totalElements: number;
  size: number;
  first: boolean;
  last: boolean;
};

export function toPage<T>(
  content: T[],
  page: number,
  size: number,
  totalElements: number,
): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    currentPage: page,
    totalPages,
    totalElements,
    size,
    first: page === 0,
    last: page >= totalPages - 1,
  };
}

/** The largest id a PostgreSQL `integer` (every `serial` key of the schema) holds. */
export const MAX_DB_ID = 2_147_483_647;

/** The text of an id in a path or query string (the OpenAPI description calls it an integer). */
export const PATH_ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/**
 * An id in a path or query string: plain digits, 1 to MAX_DB_ID. "1e3", "0x10", " 7", "1.0" and
 * "-1" are not ids (a number coerced from text would take the first two), and nothing larger
 * reaches the database, which would refuse it with an error instead of "not found".
 */
export const pathIdSchema = z
  .string()
  .regex(PATH_ID_PATTERN, MESSAGES.idInvalid)
  .refine((value) => Number(value) <= MAX_DB_ID, MESSAGES.idInvalid)
  .transform(Number);

/** An id in a JSON body: a whole number, 1 to MAX_DB_ID. */
export const bodyIdSchema = z
  .number({ message: MESSAGES.idInvalid })
  .int(MESSAGES.idInvalid)
  .positive(MESSAGES.idInvalid)
  .max(MAX_DB_ID, MESSAGES.idInvalid);

export const idParamSchema = z.object({ id: pathIdSchema });

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  google: z.boolean(),
});
