import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '@/lib/toast';
import { useLookupMutations, type LookupEndpoint } from '../api/lookup-mutations';
import { useManagement } from '../hooks/use-management';
import { useServerMessage } from '../hooks/use-server-message';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ErrorBanner } from './error-banner';
import { LookupForm } from './lookup-form';
import { ManagedList } from './managed-list';
import { SectionCard } from './section-card';

/** The translation section of a one-field lookup tab. */
type LookupKind = 'colors' | 'sizes' | 'categories';

type LookupManagerProps<T extends { id: number }> = {
  kind: LookupKind;
  query: UseQueryResult<T[]>;
  endpoint: LookupEndpoint<T>;
  /** The name field of the body (`color`, `size`, `name`) and its shared rule. */
  field: string;
  fieldSchema: z.ZodType<string, string>;
  nameOf: (item: T) => string;
  visualOf?: (item: T) => ReactNode;
  metaOf?: (item: T) => ReactNode;
  preview?: (value: string) => ReactNode;
};

/**
 * The colours, sizes and categories tabs (accounts-and-admin §2 "Management tabs"): an error
 * banner, the add/edit form, and the list with Edit and Delete behind a confirmation.
 */
export function LookupManager<T extends { id: number }>({
  kind,
  query,
  endpoint,
  field,
  fieldSchema,
  nameOf,
  visualOf,
  metaOf,
  preview,
}: LookupManagerProps<T>) {
  const { t } = useTranslation('admin');
  const serverMessage = useServerMessage();
  const state = useManagement<T>();
  const { create, update, remove } = useLookupMutations<T, Record<string, string>>(endpoint);
  const inputRef = useRef<HTMLInputElement>(null);

  const save = async (value: string) => {
    state.clearError();
    const input = { [field]: value };
    const editing = state.editing;
    try {
      if (editing) {
        const saved = await update.mutateAsync({ id: editing.id, input });
        toast.success(t(`${kind}.updated`, { name: nameOf(saved) }));
        state.stopEdit();
      } else {
        const created = await create.mutateAsync(input);
        toast.success(t(`${kind}.added`, { name: nameOf(created) }));
      }
    } catch (error) {
      state.showError(
        serverMessage(error, t(editing ? `${kind}.updateFailed` : `${kind}.addFailed`)),
      );
      throw error;
    }
  };

  const confirmDelete = async () => {
    const item = state.pendingDelete;
    if (!item) return;
    state.clearError();
    try {
      await remove.mutateAsync(item.id);
      toast.success(t(`${kind}.deleted`, { name: nameOf(item) }));
      if (state.editing?.id === item.id) state.stopEdit();
    } catch (error) {
      state.showError(serverMessage(error, t(`${kind}.deleteFailed`)));
    } finally {
      state.closeDelete();
    }
  };

  const items = query.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <SectionCard
        level={2}
        title={t(`${kind}.title`)}
        description={t(`${kind}.description`)}
        className="lg:sticky lg:top-20"
      >
        <ErrorBanner message={state.error} onDismiss={state.clearError} />
        <LookupForm
          fieldSchema={fieldSchema}
          texts={{
            label: t(`${kind}.label`),
            placeholder: t(`${kind}.placeholder`),
            add: t(`${kind}.add`),
            update: t(`${kind}.update`),
          }}
          editing={state.editing && { id: state.editing.id, value: nameOf(state.editing) }}
          onSubmit={save}
          onCancel={() => {
            state.stopEdit();
            state.clearError();
          }}
          preview={preview}
          inputRef={inputRef}
        />
      </SectionCard>
      <SectionCard
        title={t(`${kind}.list`)}
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
          loadError={query.isError ? t(`${kind}.loadFailed`) : null}
          loadingText={t(`${kind}.loading`)}
          emptyText={t(`${kind}.empty`)}
          nameOf={nameOf}
          visualOf={visualOf}
          metaOf={metaOf}
          editingId={state.editing?.id}
          onEdit={state.startEdit}
          onDelete={state.askDelete}
          onRetry={() => void query.refetch()}
        />
      </SectionCard>
      <ConfirmDeleteDialog
        question={
          state.pendingDelete && t(`${kind}.deleteQuestion`, { name: nameOf(state.pendingDelete) })
        }
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={state.closeDelete}
        fallbackFocus={() => inputRef.current}
      />
    </div>
  );
}
