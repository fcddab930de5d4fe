import { useReducer, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import type { FieldErrors, FormValues, LazySchema } from '@/lib/lazy-schema';

type Field = HTMLInputElement | HTMLTextAreaElement;

type Options<Values extends FormValues, Output> = {
  schema: LazySchema<Values, Output>;
  defaultValues: Values;
  /**
   * `onSubmit`: fields are checked on sending, then again as they change. `onTouched`: also a
   * field on leaving it the first time, then as it changes.
   */
  mode?: 'onSubmit' | 'onTouched';
};

/**
 * The state of a public page's form (sign-in, sign-up, contact) checked with its lazily loaded
 * shared schema: React's own state, so that these pages do not load a form library with the page
 * (decision 022). The inputs are the browser's own (uncontrolled): what a reader typed before the
 * app took the page over stays in them and is what is checked and sent.
 */
export function useSchemaForm<Values extends FormValues, Output>({
  schema,
  defaultValues,
  mode = 'onSubmit',
}: Options<Values, Output>) {
  type Name = keyof Values & string;
  // Values with no input of their own (the captcha's payload), and the last known of the others.
  const values = useRef<Values>({ ...defaultValues });
  const fields = useRef(new Map<Name, Field>());
  const touched = useRef(new Set<Name>());
  const submitted = useRef(false);
  const watched = useRef(new Set<Name>());
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [, valueShown] = useReducer((count: number) => count + 1, 0);

  const current = (): Values => {
    const read: Values = { ...values.current };
    for (const [name, field] of fields.current) read[name] = field.value as Values[Name];
    return read;
  };

  const checkField = async (name: Name) => {
    const result = await schema.validate(current());
    const message = result.ok ? undefined : result.errors[name];
    setErrors((shown) => {
      if (shown[name]?.message === message?.message) return shown;
      const { [name]: _previous, ...others } = shown;
      return (message ? { ...others, [name]: message } : others) as FieldErrors<Name>;
    });
  };

  const checkedAsItChanges = (name: Name) =>
    submitted.current || (mode === 'onTouched' && touched.current.has(name));

  // One set of handlers per field for the form's life: a new ref callback on every render
  // would detach and attach the input each time.
  const registered = useRef(new Map<Name, ReturnType<typeof handlersOf>>());
  const handlersOf = (name: Name) => ({
    name,
    ref: (field: Field | null) => {
      if (!field) {
        fields.current.delete(name);
        return;
      }
      fields.current.set(name, field);
      // Typed before the app took the page over: kept, and shown where the value is watched.
      if (field.value !== values.current[name]) {
        values.current[name] = field.value as Values[Name];
        if (watched.current.has(name)) valueShown();
      }
    },
    onChange: (event: ChangeEvent<Field>) => {
      values.current[name] = event.target.value as Values[Name];
      if (watched.current.has(name)) valueShown();
      if (checkedAsItChanges(name)) void checkField(name);
    },
    onBlur: () => {
      if (mode !== 'onTouched' || touched.current.has(name)) return;
      touched.current.add(name);
      void checkField(name);
    },
  });
  const register = (name: Name) => {
    let handlers = registered.current.get(name);
    if (!handlers) registered.current.set(name, (handlers = handlersOf(name)));
    // A field shown again (Back from a next step) comes back with what it held.
    return { ...handlers, defaultValue: values.current[name] };
  };

  /** The field's value, shown again whenever it changes (a character count, a password's rules). */
  const watch = (name: Name): Values[Name] => {
    watched.current.add(name);
    return values.current[name];
  };

  const setValue = (name: Name, value: Values[Name], { shouldValidate = false } = {}) => {
    values.current[name] = value;
    const field = fields.current.get(name);
    if (field) field.value = value;
    if (watched.current.has(name)) valueShown();
    if (shouldValidate) void checkField(name);
  };

  const setError = (name: Name, error: { message: string }) =>
    setErrors((shown) => ({ ...shown, [name]: error }));

  /** Puts the values back (the defaults unless given) and forgets errors and what was touched. */
  const reset = (next: Values = defaultValues) => {
    values.current = { ...next };
    for (const [name, field] of fields.current) field.value = next[name] ?? '';
    touched.current.clear();
    submitted.current = false;
    setErrors({});
    valueShown();
  };

  /** Checks every field; when all pass, runs `onValid` with the schema's output, busy meanwhile. */
  const handleSubmit =
    (onValid: (data: Output) => Promise<void> | void) => async (event?: SyntheticEvent) => {
      event?.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        const result = await schema.validate(current());
        if (!result.ok) {
          setErrors(result.errors);
          // The first field in the page's order that was refused takes the focus.
          const refused = [...fields.current]
            .filter(([name]) => result.errors[name])
            .map(([, field]) => field)
            .sort((a, b) =>
              a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
            );
          refused[0]?.focus();
          return;
        }
        setErrors({});
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    };

  return { register, watch, setValue, setError, reset, handleSubmit, errors, isSubmitting };
}
