import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/layout/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useCategoryNames } from '@/features/catalog/hooks/use-lookup-names';
import { FavoritesList } from '@/features/favorites/components/favorites-list';
import { BackLink } from '@/features/seller-dashboard/components/back-link';

export default function DashboardFavoritesRoute() {
  const { t } = useTranslation('dashboard');
  const { t: tApp } = useTranslation();
  const categoryName = useCategoryNames();
  return (
    <PageContainer narrow>
      <PageTitle title={tApp('pages.dashboardFavorites')} />
      <BackLink to={paths.dashboard} label={t('common.backToDashboard')} />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-950">{t('favorites.title')}</h1>
      <p className="mt-1 mb-6 text-neutral-600">{t('favorites.intro')}</p>
      <FavoritesList categoryName={categoryName} />
    </PageContainer>
  );
}
