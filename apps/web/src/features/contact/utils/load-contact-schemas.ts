/** The contact schemas (contact-schemas.ts), with zod: a separate chunk, loaded once. */
export const loadContactSchemas = () => import('./contact-schemas');
