import { PageTitle } from '@/components/ui/page-title';

/** The title block of the admin screens. */
export function AdminPageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-6">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">{title}</h1>
      {subtitle && <p className="mt-2 text-neutral-600">{subtitle}</p>}
    </div>
  );
}
