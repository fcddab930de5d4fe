import type { AdminAgent } from '@curio/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useColors } from '@/features/catalog/api/get-lookups';
import { toast } from '@/lib/toast';
import { useLookupMutations } from '../../common/api/lookup-mutations';
import { ConfirmDeleteDialog } from '../../common/components/confirm-delete-dialog';
import { ErrorBanner } from '../../common/components/error-banner';
import { ManagedList } from '../../common/components/managed-list';
import { SectionCard } from '../../common/components/section-card';
import { useManagement } from '../../common/hooks/use-management';
import { useServerMessage } from '../../common/hooks/use-server-message';
import { agentsEndpoint, useAdminAgents } from '../api/admin-agents';
import { AgentForm, type AgentFormOutput } from './agent-form';
import { AgentBadge, ThemeSwatch } from './theme-swatch';

/** The Agents tab: name, theme colour, referral code and link template, and the list. */
export function AgentsTab() {
  const { t } = useTranslation('admin');
  const serverMessage = useServerMessage();
  const agents = useAdminAgents();
  const colors = useColors();
  const state = useManagement<AdminAgent>();
  const { create, update, remove } = useLookupMutations<AdminAgent, AgentFormOutput>(
    agentsEndpoint,
  );
  const nameRef = useRef<HTMLInputElement>(null);

  const save = async (input: AgentFormOutput) => {
    state.clearError();
    const editing = state.editing;
    try {
      if (editing) {
        const saved = await update.mutateAsync({ id: editing.id, input });
        toast.success(t('agents.updated', { name: saved.name }));
        state.stopEdit();
      } else {
        const created = await create.mutateAsync(input);
        toast.success(t('agents.added', { name: created.name }));
      }
    } catch (error) {
      state.showError(
        serverMessage(error, t(editing ? 'agents.updateFailed' : 'agents.addFailed')),
      );
      throw error;
    }
  };

  const confirmDelete = async () => {
    const agent = state.pendingDelete;
    if (!agent) return;
    state.clearError();
    try {
      await remove.mutateAsync(agent.id);
      toast.success(t('agents.deleted', { name: agent.name }));
      if (state.editing?.id === agent.id) state.stopEdit();
    } catch (error) {
      state.showError(serverMessage(error, t('agents.deleteFailed')));
    } finally {
      state.closeDelete();
    }
  };

  // A failed reload keeps the list shown; a failed first load has nothing to show.
  const reloadFailed = agents.isError && agents.data !== undefined;
  const items = agents.data;

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
      <SectionCard
        level={2}
        title={t('agents.title')}
        description={t('agents.description')}
        className="xl:sticky xl:top-20"
      >
        <ErrorBanner
          message={state.error ?? (reloadFailed ? t('agents.reloadFailed') : null)}
          onDismiss={state.error ? state.clearError : undefined}
        />
        <AgentForm
          colors={colors.data}
          colorsFailed={colors.isError}
          editing={state.editing}
          onSubmit={save}
          onCancel={() => {
            state.stopEdit();
            state.clearError();
          }}
          nameRef={nameRef}
        />
      </SectionCard>
      <SectionCard
        title={t('agents.list')}
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
          isLoading={agents.isPending}
          loadError={agents.isError ? t('agents.loadFailed') : null}
          loadingText={t('agents.loading')}
          emptyText={t('agents.empty')}
          nameOf={(agent) => agent.name}
          visualOf={(agent) => <AgentBadge name={agent.name} color={agent.themeColor?.color} />}
          metaOf={(agent) => (
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <ThemeSwatch color={agent.themeColor?.color} />
              <span>{agent.referralCode ? agent.referralCode : t('agents.noReferral')}</span>
              <span>{t('agents.users', { count: agent.users })}</span>
              <span>{agent.linkTemplate ? t('agents.usesTemplate') : t('agents.usesCnLinks')}</span>
            </span>
          )}
          editingId={state.editing?.id}
          onEdit={state.startEdit}
          onDelete={state.askDelete}
          onRetry={() => void agents.refetch()}
        />
      </SectionCard>
      <ConfirmDeleteDialog
        question={
          state.pendingDelete && t('agents.deleteQuestion', { name: state.pendingDelete.name })
        }
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={state.closeDelete}
        fallbackFocus={() => nameRef.current}
      />
    </div>
  );
}
