import { useId, type ReactNode } from 'react';

type SectionCardProps = {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  /** Heading level inside the panel (h2 for a tab's main section). */
  level?: 2 | 3;
  actions?: ReactNode;
};

/** A white card with a heading: the building block of the admin screens. */
export function SectionCard({
  title,
  description,
  children,
  className = '',
  level = 3,
  actions,
}: SectionCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading id={headingId} className="text-lg font-semibold text-neutral-900">
            {title}
          </Heading>
          {description && <p className="mt-1 text-sm text-neutral-600">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
