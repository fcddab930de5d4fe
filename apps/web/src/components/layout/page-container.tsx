import type { ReactNode } from 'react';

/** The standard width and padding of a page's content. */
export function PageContainer({
  children,
  narrow = false,
}: {
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:py-10 ${narrow ? 'max-w-3xl' : 'max-w-7xl'}`}>
      {children}
    </div>
  );
}
