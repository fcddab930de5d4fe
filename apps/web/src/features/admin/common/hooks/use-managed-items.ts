import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useLookupMutations, type LookupEndpoint } from '../api/lookup-mutations';
import { useManagement, type Management } from './use-management';
import { useServerMessage } from './use-server-message';

/** A management tab's section of the `admin` texts: its added/updated/deleted and failure texts. */
export type ManagedSection = 'colors' | 'sizes' | 'categories' | 'agents' | 'synonyms';

interface ManagedItems<T extends { id: number }, I> {
  state: Management<T>;
  /** Resolves when saved; rejects when not (the form then keeps what was typed). */
  save: (input: I) => Promise<void>;
  confirmDelete: () => Promise<void>;
  deleting: boolean;
}

/**
 * The behaviour of a management tab (accounts-and-admin §4): save in add or edit mode and delete
 * after the confirmation, each with its toast, and the server's reason (or the section's failure
 * text) in the error banner.
 */
export function useManagedItems<T extends { id: number }, I>(
  section: ManagedSection,
  endpoint: LookupEndpoint<T>,
  nameOf: (item: T) => string,
): ManagedItems<T, I> {
  const { t } = useTranslation('admin');
  const serverMessage = useServerMessage();
  const state = useManagement<T>();
  const { create, update, remove } = useLookupMutations<T, I>(endpoint);

  const save = async (input: I) => {
    state.clearError();
    const editing = state.editing;
    try {
      if (editing) {
        const saved = await update.mutateAsync({ id: editing.id, input });
        toast.success(t(`${section}.updated`, { name: nameOf(saved) }));
        state.stopEdit();
      } else {
        const created = await create.mutateAsync(input);
        toast.success(t(`${section}.added`, { name: nameOf(created) }));
      }
    } catch (error) {
      state.showError(
        serverMessage(error, t(editing ? `${section}.updateFailed` : `${section}.addFailed`)),
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
      toast.success(t(`${section}.deleted`, { name: nameOf(item) }));
      if (state.editing?.id === item.id) state.stopEdit();
    } catch (error) {
      state.showError(serverMessage(error, t(`${section}.deleteFailed`)));
    } finally {
      state.closeDelete();
    }
  };

  return { state, save, confirmDelete, deleting: remove.isPending };
}
