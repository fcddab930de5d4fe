import { CircleCheck, Snowflake } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Active or Frozen. */
export function UserStatusBadge({ frozen }: { frozen: boolean }) {
  const { t } = useTranslation('admin');
  return frozen ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">
      <Snowflake aria-hidden="true" className="size-3.5" />
      {t('users.status.frozen')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
      <CircleCheck aria-hidden="true" className="size-3.5" />
      {t('users.status.active')}
    </span>
  );
}
