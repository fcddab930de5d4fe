/** PostgreSQL's error code, on the error itself or on the one Drizzle wrapped it in. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return undefined;
}

/** PostgreSQL's unique_violation: a unique index refused the write. */
export function isUniqueViolation(error: unknown): boolean {
  return postgresErrorCode(error) === '23505';
}
