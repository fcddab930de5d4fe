import { useId, type ComponentPropsWithRef } from 'react';
import { inputClassName } from './button-styles';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'> & {
  label: string;
  /** A line under the field that says what to type. */
  hint?: string;
  /** The field's error, already in the reader's language. */
  error?: string;
};

/** A labelled text field of an admin form, its hint and error described to screen readers. */
export function TextField({ label, hint, error, required, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        className={inputClassName}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
