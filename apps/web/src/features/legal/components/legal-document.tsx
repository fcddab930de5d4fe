import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { PageTitle } from '@/components/ui/page-title';

type LegalDocumentProps = { title: string; subtitle?: string; children: ReactNode };

/** The common frame of the legal pages: a readable column of headed sections. */
export function LegalDocument({ title, subtitle, children }: LegalDocumentProps) {
  return (
    <PageContainer narrow>
      <PageTitle title={title} />
      <article className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-10">
        <header className="border-b border-neutral-200 pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-neutral-900">{title}</h1>
          {subtitle && <p className="mt-2 text-sm font-medium text-neutral-600">{subtitle}</p>}
        </header>
        <div className="mt-6 space-y-8 leading-relaxed text-neutral-800">{children}</div>
      </article>
    </PageContainer>
  );
}

export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-neutral-900">{heading}</h2>
      {children}
    </section>
  );
}

export const legalLinkClassName =
  'rounded-sm font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900';
