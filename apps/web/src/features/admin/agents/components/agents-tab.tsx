import type { AdminAgent } from '@curio/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useColors } from '@/features/catalog/api/get-lookups';
import { ConfirmDeleteDialog } from '../../common/components/confirm-delete-dialog';
import { ErrorBanner } from '../../common/components/error-banner';
import { ManagedListCard } from '../../common/components/managed-list-card';
import { SectionCard } from '../../common/components/section-card';
import { useManagedItems } from '../../common/hooks/use-managed-items';
import { agentsEndpoint, useAdminAgents } from '../api/admin-agents';
import { AgentForm, type AgentFormOutput } from './agent-form';
import { AgentBadge, ThemeSwatch } from './theme-swatch';

/** The Agents tab: name, theme colour, referral code and link template, and the list. */
export function AgentsTab() {
  const { t } = useTranslation('admin');
  const agents = useAdminAgents();
  const colors = useColors();
  const { state, save, confirmDelete, deleting } = useManagedItems<AdminAgent, AgentFormOutput>(
    'agents',
    agentsEndpoint,
    (agent) => agent.name,
  );
  const nameRef = useRef<HTMLInputElement>(null);

  // A failed reload keeps the list shown; a failed first load has nothing to show.
  const reloadFailed = agents.isError && agents.data !== undefined;

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
      <ManagedListCard
        section="agents"
        query={agents}
        state={state}
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
      />
      <ConfirmDeleteDialog
        question={
          state.pendingDelete && t('agents.deleteQuestion', { name: state.pendingDelete.name })
        }
        deleting={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={state.closeDelete}
        fallbackFocus={() => nameRef.current}
      />
    </div>
  );
}
