/** The accounts schemas (account-schemas.ts), with zod: a separate chunk, loaded once. */
export const loadAccountSchemas = () => import('./account-schemas');

/** On a form's first focus: its first check then needs no download. */
export const prefetchAccountSchemas = () => void loadAccountSchemas().catch(() => undefined);
