import { synonymRuleText, type AdminSynonymRule } from '@curio/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useLookupMutations } from '../../common/api/lookup-mutations';
import { ConfirmDeleteDialog } from '../../common/components/confirm-delete-dialog';
import { ErrorBanner } from '../../common/components/error-banner';
import { ManagedList } from '../../common/components/managed-list';
import { SectionCard } from '../../common/components/section-card';
import { useManagement } from '../../common/hooks/use-management';
import { useServerMessage } from '../../common/hooks/use-server-message';
import { synonymsEndpoint, useAdminSynonyms } from '../api/admin-synonyms';
import type { SynonymRuleOutput } from '../utils/synonym-form-values';
import { SynonymForm } from './synonym-form';

/** The Synonyms tab: the search's synonym rules, added, edited and deleted (issue 18). */
export function SynonymsTab() {
  const { t } = useTranslation('admin');
  const serverMessage = useServerMessage();
  const rules = useAdminSynonyms();
  const state = useManagement<AdminSynonymRule>();
  const { create, update, remove } = useLookupMutations<AdminSynonymRule, SynonymRuleOutput>(
    synonymsEndpoint,
  );
  const termsRef = useRef<HTMLInputElement>(null);

  const save = async (input: SynonymRuleOutput) => {
    state.clearError();
    const editing = state.editing;
    try {
      if (editing) {
        const saved = await update.mutateAsync({ id: editing.id, input });
        toast.success(t('synonyms.updated', { name: synonymRuleText(saved) }));
        state.stopEdit();
      } else {
        const created = await create.mutateAsync(input);
        toast.success(t('synonyms.added', { name: synonymRuleText(created) }));
      }
    } catch (error) {
      state.showError(
        serverMessage(error, t(editing ? 'synonyms.updateFailed' : 'synonyms.addFailed')),
      );
      throw error;
    }
  };

  const confirmDelete = async () => {
    const rule = state.pendingDelete;
    if (!rule) return;
    state.clearError();
    try {
      await remove.mutateAsync(rule.id);
      toast.success(t('synonyms.deleted', { name: synonymRuleText(rule) }));
      if (state.editing?.id === rule.id) state.stopEdit();
    } catch (error) {
      state.showError(serverMessage(error, t('synonyms.deleteFailed')));
    } finally {
      state.closeDelete();
    }
  };

  // A failed reload keeps the list shown; a failed first load has nothing to show.
  const reloadFailed = rules.isError && rules.data !== undefined;
  const items = rules.data;

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
      <SectionCard
        level={2}
        title={t('synonyms.title')}
        description={t('synonyms.description')}
        className="xl:sticky xl:top-20"
      >
        <ErrorBanner
          message={state.error ?? (reloadFailed ? t('synonyms.reloadFailed') : null)}
          onDismiss={state.error ? state.clearError : undefined}
        />
        <SynonymForm
          editing={state.editing}
          onSubmit={save}
          onCancel={() => {
            state.stopEdit();
            state.clearError();
          }}
          termsRef={termsRef}
        />
      </SectionCard>
      <SectionCard
        title={t('synonyms.list')}
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
          isLoading={rules.isPending}
          loadError={rules.isError ? t('synonyms.loadFailed') : null}
          loadingText={t('synonyms.loading')}
          emptyText={t('synonyms.empty')}
          nameOf={synonymRuleText}
          metaOf={(rule) => (rule.mapsTo ? t('synonyms.oneWay') : t('synonyms.twoWay'))}
          editingId={state.editing?.id}
          onEdit={state.startEdit}
          onDelete={state.askDelete}
          onRetry={() => void rules.refetch()}
        />
      </SectionCard>
      <ConfirmDeleteDialog
        question={
          state.pendingDelete &&
          t('synonyms.deleteQuestion', { name: synonymRuleText(state.pendingDelete) })
        }
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={state.closeDelete}
        fallbackFocus={() => termsRef.current}
      />
    </div>
  );
}
