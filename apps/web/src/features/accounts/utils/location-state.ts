/**
 * What one auth page hands the next in the history state: sign-up → sign-in the new username;
 * Google callback → sign-in the failure. History state is untyped: read it defensively.
 */
export type SignInState = {
  identifier?: string;
  error?: string;
  /** A server text to show as a success (a password reset). */
  notice?: string;
};

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 300 ? value : undefined;
}

export function readSignInState(state: unknown): SignInState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  return {
    identifier: textOf(record.identifier),
    error: textOf(record.error),
    notice: textOf(record.notice),
  };
}
