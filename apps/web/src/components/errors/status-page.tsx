import { House } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

type StatusPageProps = { illustration: ReactNode; title: string; message: string; action: string };

/** The layout of the unauthorized and not-found pages: image, title, message, a way home. */
export function StatusPage({ illustration, title, message, action }: StatusPageProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-12 text-center sm:py-16">
      <PageTitle title={title} />
      <div className="w-56 max-w-full sm:w-64">{illustration}</div>
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-neutral-900">{title}</h1>
      <p className="mt-4 text-neutral-700">{message}</p>
      <Link to={paths.home} className={`${buttonClassName('primary')} mt-8`}>
        <House aria-hidden="true" className="size-4" />
        {action}
      </Link>
    </div>
  );
}
