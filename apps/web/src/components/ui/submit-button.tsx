import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { buttonClassName } from './button-styles';
import { NeedsJavaScript } from './needs-javascript';

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>;

/**
 * A form's send button (primary style). Disabled, and Enter with it, until the app has taken a
 * server-rendered page over: the browser would send the form itself, as a GET with its fields — a
 * password among them — in the address and the request log. Without JavaScript it says so.
 */
export function SubmitButton({ disabled = false, className = '', ...props }: SubmitButtonProps) {
  const appRunning = useHydrated();
  return (
    <>
      <button
        type="submit"
        disabled={!appRunning || disabled}
        className={`${buttonClassName('primary')} ${className}`}
        {...props}
      />
      <NeedsJavaScript className="mt-2" />
    </>
  );
}
