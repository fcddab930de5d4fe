import {
  ArrowLeftRight,
  BarChart3,
  Coins,
  FolderTree,
  Handshake,
  Inbox,
  Palette,
  Ruler,
  ScrollText,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { paths } from '@/config/paths';
import { AgentsTab } from '@/features/admin/agents/components/agents-tab';
import { AuditTab } from '@/features/admin/audit/components/audit-tab';
import { CategoriesTab } from '@/features/admin/categories/components/categories-tab';
import { ColorsTab } from '@/features/admin/colors/components/colors-tab';
import { CurrencyRatesTab } from '@/features/admin/currency-rates/components/currency-rates-tab';
import { AdminPageHeader } from '@/features/admin/common/components/admin-page-header';
import { RequireAdmin } from '@/features/admin/common/components/require-admin';
import { Tabs, type TabDefinition } from '@/features/admin/common/components/tabs';
import { useUnreadCount } from '@/features/admin/inbox/api/messages';
import { InboxTab } from '@/features/admin/inbox/components/inbox-tab';
import { SizesTab } from '@/features/admin/sizes/components/sizes-tab';
import { StatisticsTab } from '@/features/admin/stats/components/statistics-tab';
import { SynonymsTab } from '@/features/admin/synonyms/components/synonyms-tab';

const TABS = [
  'statistics',
  'colors',
  'sizes',
  'agents',
  'categories',
  'synonyms',
  'currencyRates',
  'audit',
  'inbox',
] as const;
type AdminTab = (typeof TABS)[number];

const ICONS: Record<AdminTab, LucideIcon> = {
  statistics: BarChart3,
  colors: Palette,
  sizes: Ruler,
  agents: Handshake,
  categories: FolderTree,
  synonyms: ArrowLeftRight,
  currencyRates: Coins,
  audit: ScrollText,
  inbox: Inbox,
};

const PANELS: Record<AdminTab, () => ReactNode> = {
  statistics: () => <StatisticsTab />,
  colors: () => <ColorsTab />,
  sizes: () => <SizesTab />,
  agents: () => <AgentsTab />,
  categories: () => <CategoriesTab />,
  synonyms: () => <SynonymsTab />,
  currencyRates: () => <CurrencyRatesTab />,
  audit: () => <AuditTab />,
  inbox: () => <InboxTab />,
};

const isTab = (value: string | null): value is AdminTab =>
  (TABS as readonly (string | null)[]).includes(value);

/** /dashboard/admin: 'Admin Panel' with its tabs (accounts-and-admin §2); admins only. */
export default function DashboardAdminRoute() {
  return (
    <RequireAdmin otherwise={paths.dashboard}>
      <AdminPanel />
    </RequireAdmin>
  );
}

function AdminPanel() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isTab(requested) ? requested : 'statistics';
  const unread = useUnreadCount();

  const tabs: TabDefinition<AdminTab>[] = TABS.map((id) => ({
    id,
    label: t(`panel.tabs.${id}`),
    icon: ICONS[id],
    badge:
      id === 'inbox' && unread.data ? (
        <>
          <span
            aria-hidden="true"
            className={`rounded-full px-1.5 text-xs tabular-nums ${tab === 'inbox' ? 'bg-white/20' : 'bg-indigo-100 text-indigo-800'}`}
          >
            {unread.data}
          </span>
          <span className="sr-only">({t('panel.unread', { count: unread.data })})</span>
        </>
      ) : undefined,
  }));

  return (
    <PageContainer>
      <AdminPageHeader title={t('panel.title')} subtitle={t('panel.subtitle')} />
      <Tabs
        label={t('panel.sections')}
        tabs={tabs}
        value={tab}
        onChange={(next) =>
          // Each tab starts on its first page; the choice is kept in the address for reloads.
          setParams(next === 'statistics' ? {} : { tab: next }, { replace: true })
        }
      >
        {PANELS[tab]()}
      </Tabs>
    </PageContainer>
  );
}
