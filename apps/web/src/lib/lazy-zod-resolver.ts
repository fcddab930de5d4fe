import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type LazyZodResolver<S extends FormSchema> = Resolver<z.input<S>, unknown, z.output<S>> & {
  /** Starts loading the schema (a form's first focus), so that its first validation is instant. */
  prefetch: () => void;
};

/**
 * A react-hook-form resolver whose zod schema (and zod with it) loads on the form's first
 * validation or `prefetch`, not with the page (first-page JavaScript budget). A failed load is
 * tried again on the next validation.
 */
export function lazyZodResolver<S extends FormSchema>(load: () => Promise<S>): LazyZodResolver<S> {
  let loading: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  const loaded = () => {
    loading ??= load().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, { prefetch: () => void loaded().catch(() => undefined) });
}
