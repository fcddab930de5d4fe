type SpinnerProps = { className?: string };

/** A decorative spinner; the surrounding region carries `aria-busy`. */
export function Spinner({ className = 'size-8' }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-4 border-neutral-200 border-t-indigo-600 ${className}`}
    />
  );
}

/** Full-area spinner shown while translations or a route load; it has no text to flash. */
export function PageSpinner() {
  return (
    <div aria-busy="true" className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
