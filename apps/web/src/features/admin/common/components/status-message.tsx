import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** A loading, empty or failed state of a list: one line of text in a quiet box. */
export function StatusMessage({
  kind,
  children,
  action,
}: {
  kind: 'loading' | 'empty' | 'error';
  children: ReactNode;
  action?: ReactNode;
}) {
  const tone =
    kind === 'error'
      ? 'border-red-200 bg-red-50 text-red-900'
      : 'border-dashed border-neutral-300 bg-neutral-50 text-neutral-700';
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      aria-busy={kind === 'loading' || undefined}
      className={`flex flex-col items-center justify-center gap-3 rounded-xl border px-4 py-8 text-center text-sm ${tone}`}
    >
      {kind === 'loading' && <Spinner className="size-6" />}
      <p>{children}</p>
      {action}
    </div>
  );
}
