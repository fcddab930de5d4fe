import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/ui/link';

/** A link back to the page above this one (e.g. the dashboard), at the top of a page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="-ml-2 mb-4 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 hover:text-neutral-950"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
