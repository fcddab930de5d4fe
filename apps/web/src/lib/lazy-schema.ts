import type { z } from 'zod';

/** A flat form's values by field name, as its inputs hold them. */
export type FormValues = Record<string, string>;

/** The first message of each field the schema refused (a key `useSchemaText` translates). */
export type FieldErrors<Name extends string> = Partial<Record<Name, { message: string }>>;

type Validation<Values extends FormValues, Output> =
  { ok: true; data: Output } | { ok: false; errors: FieldErrors<keyof Values & string> };

export type LazySchema<Values extends FormValues, Output> = {
  /** Checks the values with the schema, loading it (and zod with it) the first time. */
  validate: (values: Values) => Promise<Validation<Values, Output>>;
  /** Starts loading the schema (a form's first focus), so that its first check is instant. */
  prefetch: () => void;
};

/**
 * A form's zod schema loaded on its first check or `prefetch`, not with the page (first-page
 * JavaScript budget, decision 022). A failed load is tried again on the next check.
 */
export function lazySchema<Values extends FormValues, Output>(
  load: () => Promise<z.ZodType<Output, Values>>,
): LazySchema<Values, Output> {
  let loading: Promise<z.ZodType<Output, Values>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    async validate(values) {
      const result = (await loaded()).safeParse(values);
      if (result.success) return { ok: true, data: result.data };
      const errors: FieldErrors<keyof Values & string> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if (typeof field !== 'string' || !(field in values)) continue;
        errors[field as keyof Values & string] ??= { message: issue.message };
      }
      return { ok: false, errors };
    },
    prefetch: () => void loaded().catch(() => undefined),
  };
}
