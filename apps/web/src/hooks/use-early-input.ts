import { useEffect, useRef, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLSelectElement;

/** The field holds something other than what the page came with: the reader changed it. */
function changedByReader(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (initial?.value ?? '');
  }
  return field.value !== field.defaultValue;
}

/**
 * What a reader typed or chose in a field of the server's page before the app took it over (a
 * slow phone): hydration leaves it in the element, but the app's next render would put its own
 * value back. Once the field is the app's, such a value goes to `onEarlyInput`, as if it had been
 * entered then. Returns the ref for the field.
 */
export function useEarlyInput<E extends Field>(
  onEarlyInput: (value: string) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const handler = useRef(onEarlyInput);
  const handled = useRef(false);
  useEffect(() => {
    handler.current = onEarlyInput;
  });
  useEffect(() => {
    const field = ref.current;
    if (handled.current || !field || !changedByReader(field)) return;
    handled.current = true;
    handler.current(field.value);
  }, []);
  return ref;
}
