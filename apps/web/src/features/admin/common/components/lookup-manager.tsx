import type { LookupTranslations } from '@curio/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { LookupEndpoint } from '../api/lookup-mutations';
import { useManagedItems } from '../hooks/use-managed-items';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ErrorBanner } from './error-banner';
import { LookupForm } from './lookup-form';
import { ManagedListCard } from './managed-list-card';
import { SectionCard } from './section-card';
import { TranslatedNames } from './translated-names';

type LookupInput = Record<string, string | LookupTranslations>;

/** The translation section of a one-field lookup tab. */
type LookupKind = 'colors' | 'sizes' | 'categories';

type LookupManagerProps<T extends { id: number; translations: LookupTranslations }> = {
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
export function LookupManager<T extends { id: number; translations: LookupTranslations }>({
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
  const { state, save, confirmDelete, deleting } = useManagedItems<T, LookupInput>(
    kind,
    endpoint,
    nameOf,
  );
  const inputRef = useRef<HTMLInputElement>(null);

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
          editing={
            state.editing && {
              id: state.editing.id,
              value: nameOf(state.editing),
              translations: state.editing.translations,
            }
          }
          onSubmit={(value, translations) => save({ [field]: value, translations })}
          onCancel={() => {
            state.stopEdit();
            state.clearError();
          }}
          preview={preview}
          inputRef={inputRef}
        />
      </SectionCard>
      <ManagedListCard
        section={kind}
        query={query}
        state={state}
        nameOf={nameOf}
        visualOf={visualOf}
        metaOf={(item) => (
          <>
            {metaOf?.(item)}
            <TranslatedNames translations={item.translations} />
          </>
        )}
      />
      <ConfirmDeleteDialog
        question={
          state.pendingDelete && t(`${kind}.deleteQuestion`, { name: nameOf(state.pendingDelete) })
        }
        deleting={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={state.closeDelete}
        fallbackFocus={() => inputRef.current}
      />
    </div>
  );
}
