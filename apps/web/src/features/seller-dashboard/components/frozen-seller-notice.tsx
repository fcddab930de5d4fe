import { Snowflake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/session/api/get-current-user';
import { FROZEN_NOTICE_ID } from '../hooks/use-frozen-seller';

/** Above a dashboard page of a frozen seller (or admin): what it means and whom to ask. */
export function FrozenSellerNotice() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser().data;
  if (!user?.frozen || user.role === 'USER') return null;
  return (
    <section
      id={FROZEN_NOTICE_ID}
      role="status"
      aria-labelledby={`${FROZEN_NOTICE_ID}-title`}
      className="mb-6 flex gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-950"
    >
      <Snowflake aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-700" />
      <div className="space-y-1 text-sm">
        <h2 id={`${FROZEN_NOTICE_ID}-title`} className="text-base font-semibold">
          {t('frozen.title')}
        </h2>
        <p>{t('frozen.message')}</p>
        <p>
          {t('frozen.contact')}{' '}
          <Link to={paths.contact} className="font-semibold underline underline-offset-2">
            {t('frozen.contactLink')}
          </Link>
        </p>
      </div>
    </section>
  );
}
