import type { ReactNode } from 'react';
import { buttonClassName } from './button-styles';

/** The address's other parameters, sent as they are with a GET form's own field. */
export function HiddenParams({ params }: { params: URLSearchParams }) {
  return [...params].map(([name, value], index) => (
    <input key={`${index} ${name}`} type="hidden" name={name} value={value} />
  ));
}

type AddressFormProps = {
  /** The page the browser opens with the form's values when the app does not run. */
  action: string;
  /** The rest of the address, kept. */
  params: URLSearchParams;
  /** The button shown only without JavaScript. */
  submitLabel: string;
  className?: string;
  children: ReactNode;
};

/**
 * A GET form around a field that changes the page's address (the sort, the language). With the
 * app, the field acts as soon as it changes and the form is never sent; without JavaScript, its
 * button (only then shown) sends the form, and the server answers the address it names.
 */
export function AddressForm({
  action,
  params,
  submitLabel,
  className = '',
  children,
}: AddressFormProps) {
  return (
    <form
      method="get"
      action={action}
      onSubmit={(event) => event.preventDefault()}
      className={className}
    >
      <HiddenParams params={params} />
      {children}
      <noscript>
        <button type="submit" className={`${buttonClassName('secondary')} whitespace-nowrap`}>
          {submitLabel}
        </button>
      </noscript>
    </form>
  );
}
