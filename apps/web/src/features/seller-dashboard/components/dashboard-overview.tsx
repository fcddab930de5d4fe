import { LIMITS, type CurrentUser, type Product } from '@curio/shared';
import { Heart, Package, ShieldCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageUnreachable } from '@/components/outage/page-unreachable';
import { paths } from '@/config/paths';
import { useFavorites } from '@/features/favorites/api/favorites';
import { useCurrentUser } from '@/features/session/api/get-current-user';
import { anyOutage } from '@/lib/outage';
import { useDashboardProducts } from '../api/get-dashboard-products';
import { useVerifiedRole } from '@/features/session/api/verify-role';
import { useLatestUsers } from '../api/get-users-preview';
import { DashboardCard, PreviewList, type PreviewItem } from './dashboard-card';
import { ProductThumbnail } from '@/components/product/product-thumbnail';

const PREVIEWS = LIMITS.dashboardPreviewCount;

function UserAvatar({ user }: { user: CurrentUser }) {
  const picture = user.profilePicture?.pictureUrl;
  return picture ? (
    <img
      src={picture}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      className="size-full rounded-full border border-neutral-200 bg-neutral-100 object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-full items-center justify-center rounded-full bg-sky-100 text-lg font-semibold text-sky-800 uppercase"
    >
      {Array.from(user.username)[0] ?? '?'}
    </span>
  );
}

/**
 * The dashboard (accounts-and-admin §2): Users (admins), Products (sellers and admins), Favorites
 * (everyone) and the Admin Panel (admins; not on phones), each with its 4 latest items.
 */
export function DashboardOverview() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  const role = useVerifiedRole();
  const isAdmin = role.data === 'ADMIN';
  const isSeller = role.data === 'SELLER' || isAdmin;

  const users = useLatestUsers(PREVIEWS, { enabled: isAdmin });
  const products = useDashboardProducts({ page: 0, size: PREVIEWS }, { enabled: isSeller });
  const favorites = useFavorites();

  if (anyOutage(user, role, users, products, favorites)) return <PageUnreachable />;

  const productPreview = (product: Product, to?: string): PreviewItem => ({
    id: product.id,
    name: product.name,
    to,
    media: (
      <ProductThumbnail
        product={product}
        className="size-full"
        noImageLabel={t('common.noImage')}
      />
    ),
  });

  return (
    <>
      <header className="mb-8">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
          {t('overview.eyebrow')}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-neutral-950">
          {user.data ? t('overview.welcome', { name: user.data.username }) : t('overview.title')}
        </h1>
        <p className="mt-2 text-neutral-600">{t('overview.intro')}</p>
      </header>

      {role.isPending ? (
        <div aria-busy="true" className="grid gap-6 md:grid-cols-2">
          {Array.from({ length: 2 }, (_, index) => (
            <div key={index} className="h-64 animate-pulse rounded-2xl bg-neutral-200/70" />
          ))}
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {isAdmin && (
            <DashboardCard
              title={t('overview.users.title')}
              description={t('overview.users.description')}
              icon={Users}
              accent="bg-sky-100 text-sky-800"
              to={paths.dashboardUsers}
              linkLabel={t('overview.users.link')}
            >
              <PreviewList
                label={t('overview.users.previews')}
                loading={users.isPending}
                error={users.isError}
                errorText={t('overview.loadFailed')}
                emptyText={t('overview.users.empty')}
                items={users.data?.content.map((account) => ({
                  id: account.id,
                  name: account.username,
                  media: <UserAvatar user={account} />,
                }))}
              />
            </DashboardCard>
          )}
          {isSeller && (
            <DashboardCard
              title={t('overview.products.title')}
              description={
                isAdmin
                  ? t('overview.products.descriptionAdmin')
                  : t('overview.products.description')
              }
              icon={Package}
              accent="bg-indigo-100 text-indigo-800"
              to={paths.dashboardProducts}
              linkLabel={t('overview.products.link')}
            >
              <PreviewList
                label={t('overview.products.previews')}
                loading={products.isPending}
                error={products.isError}
                errorText={t('overview.loadFailed')}
                emptyText={t('overview.products.empty')}
                items={products.data?.content.map((product) =>
                  productPreview(product, paths.dashboardProductEdit(product.id)),
                )}
              />
            </DashboardCard>
          )}
          <DashboardCard
            title={t('overview.favorites.title')}
            description={t('overview.favorites.description')}
            icon={Heart}
            accent="bg-rose-100 text-rose-800"
            to={paths.dashboardFavorites}
            linkLabel={t('overview.favorites.link')}
          >
            <PreviewList
              label={t('overview.favorites.previews')}
              loading={favorites.isPending}
              error={favorites.isError}
              errorText={t('overview.loadFailed')}
              emptyText={t('overview.favorites.empty')}
              items={favorites.data
                ?.slice(0, PREVIEWS)
                .map((product) => productPreview(product, paths.product(product.id)))}
            />
          </DashboardCard>
          {isAdmin && (
            <DashboardCard
              title={t('overview.admin.title')}
              description={t('overview.admin.description')}
              icon={ShieldCheck}
              accent="bg-amber-100 text-amber-900"
              to={paths.dashboardAdmin}
              linkLabel={t('overview.admin.link')}
              className="hidden md:flex"
            />
          )}
        </div>
      )}
    </>
  );
}
