import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedSection } from '../hooks/use-managed-items';
import type { Management } from '../hooks/use-management';
import { ManagedList } from './managed-list';
import { SectionCard } from './section-card';

type ManagedListCardProps<T extends { id: number }> = {
  section: ManagedSection;
  query: UseQueryResult<T[]>;
  state: Management<T>;
  nameOf: (item: T) => string;
  visualOf?: (item: T) => ReactNode;
  metaOf?: (item: T) => ReactNode;
};

/** A management tab's list card: its title, how many items, and the list with Edit and Delete. */
export function ManagedListCard<T extends { id: number }>({
  section,
  query,
  state,
  nameOf,
  visualOf,
  metaOf,
}: ManagedListCardProps<T>) {
  const { t } = useTranslation('admin');
  const items = query.data;
  return (
    <SectionCard
      title={t(`${section}.list`)}
      actions={
        items && items.length > 0 ? (
          <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-700">
            {t('common.count', { count: items.length })}
          </span>
        ) : undefined
      }
    >
      <ManagedList
        items={items}
        isLoading={query.isPending}
        loadError={query.isError ? t(`${section}.loadFailed`) : null}
        loadingText={t(`${section}.loading`)}
        emptyText={t(`${section}.empty`)}
        nameOf={nameOf}
        visualOf={visualOf}
        metaOf={metaOf}
        editingId={state.editing?.id}
        onEdit={state.startEdit}
        onDelete={state.askDelete}
        onRetry={() => void query.refetch()}
      />
    </SectionCard>
  );
}
