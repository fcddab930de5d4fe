/**
 * The cache keys of the signed-in account, spelt here only: the session feature's query options
 * use them, and so does the header (shared code, which may not import features), so that both read
 * one cache entry. Signing out drops everything under `all`.
 */
export const accountKeys = {
  all: ['accounts'] as const,
  me: (token: string | null) => ['accounts', 'me', token] as const,
  verifyRole: (token: string | null) => ['accounts', 'verify-role', token] as const,
};
