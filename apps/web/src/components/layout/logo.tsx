import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home}
      aria-label={t('header.home')}
      className="flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-neutral-900"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span>{t('app.name')}</span>
    </Link>
  );
}
