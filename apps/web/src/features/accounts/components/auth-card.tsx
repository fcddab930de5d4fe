import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  children: ReactNode;
  /** Below the card: the link to the other form. */
  footer?: ReactNode;
};

/** The frame of the sign-up, sign-in and Google callback pages: a centred card. */
export function AuthCard({ title, description, icon: Icon, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-700 ring-8 ring-indigo-50/60">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{title}</h1>
          {description && <p className="mt-2 text-sm text-neutral-600">{description}</p>}
        </div>
        {children}
      </div>
      {footer && <p className="mt-6 text-center text-sm text-neutral-700">{footer}</p>}
    </div>
  );
}

/** The style of the link to the other form (sign-in ↔ sign-up). */
export const authLinkClassName =
  'rounded font-semibold text-indigo-700 underline-offset-4 hover:text-indigo-800 hover:underline';
