import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rowButtonClassName, rowDangerButtonClassName } from './button-styles';
import { StatusMessage } from './status-message';

type ManagedListProps<T extends { id: number }> = {
  items: T[] | undefined;
  isLoading: boolean;
  /** The load failed (and nothing is shown). */
  loadError: string | null;
  loadingText: string;
  emptyText: string;
  nameOf: (item: T) => string;
  visualOf?: (item: T) => ReactNode;
  metaOf?: (item: T) => ReactNode;
  editingId?: number | null;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  onRetry?: () => void;
};

/** The list of a management tab: each item with Edit and Delete (accounts-and-admin §2). */
export function ManagedList<T extends { id: number }>({
  items,
  isLoading,
  loadError,
  loadingText,
  emptyText,
  nameOf,
  visualOf,
  metaOf,
  editingId,
  onEdit,
  onDelete,
  onRetry,
}: ManagedListProps<T>) {
  const { t } = useTranslation('admin');

  if (isLoading) return <StatusMessage kind="loading">{loadingText}</StatusMessage>;
  if (loadError && !items)
    return (
      <StatusMessage
        kind="error"
        action={
          onRetry && (
            <button type="button" onClick={onRetry} className={rowButtonClassName}>
              {t('common.retry')}
            </button>
          )
        }
      >
        {loadError}
      </StatusMessage>
    );
  if (!items || items.length === 0) return <StatusMessage kind="empty">{emptyText}</StatusMessage>;

  return (
    <ul className="divide-y divide-neutral-200 overflow-hidden rounded-xl border border-neutral-200">
      {items.map((item) => {
        const name = nameOf(item);
        const editing = item.id === editingId;
        return (
          <li
            key={item.id}
            className={`flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center ${editing ? 'bg-indigo-50' : 'bg-white'}`}
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              {visualOf?.(item)}
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-neutral-900">{name}</p>
                {metaOf && <div className="mt-0.5 text-sm text-neutral-600">{metaOf(item)}</div>}
              </div>
            </div>
            <div className="flex shrink-0 gap-2">
              <button
                type="button"
                onClick={() => onEdit(item)}
                aria-label={t('common.editItem', { name })}
                className={rowButtonClassName}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('common.edit')}
              </button>
              <button
                type="button"
                onClick={() => onDelete(item)}
                aria-label={t('common.deleteItem', { name })}
                className={rowDangerButtonClassName}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('common.delete')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
