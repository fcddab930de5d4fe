import { Plus, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';

/** "Add new", or "Editing “name”" while an item is in the form. */
export function FormModeBadge({ editingName }: { editingName: string | null }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${editingName !== null ? 'bg-amber-100 text-amber-900' : 'bg-neutral-100 text-neutral-700'}`}
    >
      {editingName !== null ? t('common.editMode', { name: editingName }) : t('common.addMode')}
    </span>
  );
}

type FormActionsProps = {
  editing: boolean;
  submitting: boolean;
  addLabel: string;
  updateLabel: string;
  onCancel: () => void;
};

/** The submit button of an admin form (Add, or Update while editing) and, while editing, Cancel. */
export function FormActions({
  editing,
  submitting,
  addLabel,
  updateLabel,
  onCancel,
}: FormActionsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <button type="submit" disabled={submitting} className={buttonClassName('primary')}>
        {editing ? (
          <Save aria-hidden="true" className="size-4" />
        ) : (
          <Plus aria-hidden="true" className="size-4" />
        )}
        {submitting ? t('common.saving') : editing ? updateLabel : addLabel}
      </button>
      {editing && (
        <button type="button" onClick={onCancel} className={buttonClassName('secondary')}>
          {t('common.cancel')}
        </button>
      )}
    </>
  );
}
