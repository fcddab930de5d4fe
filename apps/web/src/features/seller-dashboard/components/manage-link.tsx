import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FROZEN_NOTICE_ID, useFrozenSeller } from '../hooks/use-frozen-seller';

type ManageLinkProps = { to: string; className: string; children: ReactNode; label?: string };

/** A link to add or edit a product; for a frozen account, a disabled one saying why. */
export function ManageLink({ to, className, children, label }: ManageLinkProps) {
  const { t } = useTranslation('dashboard');
  if (!useFrozenSeller()) {
    return (
      <Link to={to} className={className} aria-label={label}>
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
