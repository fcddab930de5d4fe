/** The accounts schemas (account-schemas.ts), with zod: a separate chunk, loaded once. */
export const loadAccountSchemas = () => import('./account-schemas');

type AccountSchemas = Awaited<ReturnType<typeof loadAccountSchemas>>;

/** One of those schemas, loaded when first needed: a reply's `schema` for `apiFetch`. */
export const accountSchema =
  <K extends keyof AccountSchemas>(name: K) =>
  () =>
    loadAccountSchemas().then((schemas) => schemas[name]);

/** On a form's first focus: its first check then needs no download. */
export const prefetchAccountSchemas = () => void loadAccountSchemas().catch(() => undefined);
