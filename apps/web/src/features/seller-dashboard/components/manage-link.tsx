import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { FROZEN_NOTICE_ID, useFrozenSeller } from '../hooks/use-frozen-seller';

type ManageLinkProps = {
  to: string;
  className: string;
  children: ReactNode;
  label?: string;
  /** History state of the page opened (the product list to return to). */
  state?: unknown;
};

/** A link to add or edit a product; for a frozen account, a disabled one saying why. */
export function ManageLink({ to, className, children, label, state }: ManageLinkProps) {
  const { t } = useTranslation('dashboard');
  if (!useFrozenSeller()) {
    return (
      <Link to={to} state={state} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <span
      role="link"
      aria-disabled="true"
      aria-label={label}
      aria-describedby={FROZEN_NOTICE_ID}
      title={t('frozen.reason')}
      className={`${className} cursor-not-allowed opacity-50`}
    >
      {children}
    </span>
  );
}
