import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/layout/page-container';
import { paths } from '@/config/paths';
import { AdminPageHeader } from '@/features/admin/common/components/admin-page-header';
import { RequireAdmin } from '@/features/admin/common/components/require-admin';
import { UsersScreen } from '@/features/admin/users/components/users-screen';

/** /dashboard/users: user management (accounts-and-admin §2 "Users"); admins only. */
export default function DashboardUsersRoute() {
  const { t } = useTranslation('admin');
  return (
    <RequireAdmin otherwise={paths.unauthorized}>
      <PageContainer>
        <AdminPageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
        <UsersScreen />
      </PageContainer>
    </RequireAdmin>
  );
}
