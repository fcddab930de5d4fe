import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { truncateName } from '../utils/truncate-name';

export type PreviewItem = {
  id: number | string;
  name: string;
  /** A picture before the name (a product image or an avatar). */
  media: ReactNode;
  /** Where the preview leads, if anywhere. */
  to?: string;
};

type DashboardCardProps = {
  title: string;
  description: string;
  icon: LucideIcon;
  /** The page the card leads to, and the link's text. */
  to: string;
  linkLabel: string;
  /** Tailwind classes of the icon's badge. */
  accent: string;
  className?: string;
  children?: ReactNode;
};

/** One card of the dashboard: a title, what it is for, up to 4 previews and a link. */
export function DashboardCard({
  title,
  description,
  icon: Icon,
  to,
  linkLabel,
  accent,
  className = '',
  children,
}: DashboardCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${accent}`}
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-neutral-950">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-neutral-600">{description}</p>
        </div>
      </div>
      {children && <div className="mt-5 flex-1">{children}</div>}
      <Link
        to={to}
        className="group mt-5 inline-flex min-h-11 items-center gap-2 self-start rounded-lg text-sm font-semibold text-indigo-700 hover:text-indigo-900"
      >
        {linkLabel}
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-0.5"
        />
      </Link>
    </section>
  );
}

type PreviewListProps = {
  items: PreviewItem[] | undefined;
  label: string;
  loading: boolean;
  error: boolean;
  errorText: string;
  emptyText: string;
};

/** Up to 4 previews, each name cut at 8 characters then '..' (the full name for screen readers). */
export function PreviewList({
  items,
  label,
  loading,
  error,
  errorText,
  emptyText,
}: PreviewListProps) {
  if (loading) {
    return (
      <ul aria-hidden="true" className="grid grid-cols-4 gap-3">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="flex flex-col items-center gap-2">
            <span className="aspect-square w-full animate-pulse rounded-xl bg-neutral-200" />
            <span className="h-3 w-3/4 animate-pulse rounded bg-neutral-200" />
          </li>
        ))}
      </ul>
    );
  }
  if (error) return <p className="text-sm text-red-700">{errorText}</p>;
  if (!items || items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-neutral-300 px-4 py-6 text-center text-sm text-neutral-600">
        {emptyText}
      </p>
    );
  }
  return (
    <ul aria-label={label} className="grid grid-cols-4 gap-3">
      {items.map((item) => {
        const shortName = truncateName(item.name);
        const nameClass = 'mt-2 block truncate text-center text-xs font-medium';
        const content = (
          <>
            <span className="mx-auto block aspect-square w-full max-w-24">{item.media}</span>
            {shortName === item.name ? (
              <span className={nameClass}>{item.name}</span>
            ) : (
              <>
                <span aria-hidden="true" className={nameClass}>
                  {shortName}
                </span>
                <span className="sr-only">{item.name}</span>
              </>
            )}
          </>
        );
        return (
          <li key={item.id} title={item.name} className="min-w-0 text-neutral-800">
            {item.to ? (
              <Link to={item.to} className="group block rounded-xl hover:text-indigo-800">
                {content}
              </Link>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ul>
  );
}
