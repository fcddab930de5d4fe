import { synonymRuleText, type AdminSynonymRule } from '@curio/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../common/components/confirm-delete-dialog';
import { ErrorBanner } from '../../common/components/error-banner';
import { ManagedListCard } from '../../common/components/managed-list-card';
import { SectionCard } from '../../common/components/section-card';
import { useManagedItems } from '../../common/hooks/use-managed-items';
import { synonymsEndpoint, useAdminSynonyms } from '../api/admin-synonyms';
import type { SynonymRuleOutput } from '../utils/synonym-form-values';
import { SynonymForm } from './synonym-form';

/** The Synonyms tab: the search's synonym rules, added, edited and deleted. */
export function SynonymsTab() {
  const { t } = useTranslation('admin');
  const rules = useAdminSynonyms();
  const { state, save, confirmDelete, deleting } = useManagedItems<
    AdminSynonymRule,
    SynonymRuleOutput
  >('synonyms', synonymsEndpoint, synonymRuleText);
  const termsRef = useRef<HTMLInputElement>(null);
  // A failed reload keeps the list shown; a failed first load has nothing to show.
  const reloadFailed = rules.isError && rules.data !== undefined;

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
      <ManagedListCard
        section="synonyms"
        query={rules}
        state={state}
        nameOf={synonymRuleText}
        metaOf={(rule) => (rule.mapsTo ? t('synonyms.oneWay') : t('synonyms.twoWay'))}
      />
      <ConfirmDeleteDialog
        question={
          state.pendingDelete &&
          t('synonyms.deleteQuestion', { name: synonymRuleText(state.pendingDelete) })
        }
        deleting={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={state.closeDelete}
        fallbackFocus={() => termsRef.current}
      />
    </div>
  );
}
