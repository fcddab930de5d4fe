import { ROLES, type Role } from '@curio/shared';
import { Snowflake, Sun, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  rowButtonClassName,
  rowDangerButtonClassName,
} from '../../common/components/button-styles';
import type { AdminUser } from '../api/users';

type ControlsProps = {
  user: AdminUser;
  /** The signed-in admin's own row: nothing can be changed. */
  own: boolean;
  busy: boolean;
  /** The id of the note explaining why the controls are off (own row). */
  ownNoteId?: string;
};

/** The role select of a user row. */
export function RoleSelect({
  user,
  own,
  busy,
  ownNoteId,
  onChange,
}: ControlsProps & { onChange: (role: Role) => void }) {
  const { t } = useTranslation('admin');
  return (
    <select
      aria-label={t('users.roleOf', { name: user.username })}
      aria-describedby={own ? ownNoteId : undefined}
      value={user.role}
      disabled={own || busy}
      onChange={(event) => onChange(event.target.value as Role)}
      className="h-9 rounded-lg border border-neutral-300 bg-white pr-8 pl-2.5 text-sm font-medium text-neutral-900 hover:border-neutral-400 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-600"
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`users.roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

/** Freeze or unfreeze, and delete. */
export function UserActions({
  user,
  own,
  busy,
  ownNoteId,
  onToggleFrozen,
  onDelete,
}: ControlsProps & { onToggleFrozen: () => void; onDelete: () => void }) {
  const { t } = useTranslation('admin');
  const describedBy = own ? ownNoteId : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={onToggleFrozen}
        disabled={own || busy}
        aria-describedby={describedBy}
        aria-label={
          user.frozen
            ? t('users.unfreezeUser', { name: user.username })
            : t('users.freezeUser', { name: user.username })
        }
        className={rowButtonClassName}
      >
        {user.frozen ? (
          <Sun aria-hidden="true" className="size-4" />
        ) : (
          <Snowflake aria-hidden="true" className="size-4" />
        )}
        {user.frozen ? t('users.unfreeze') : t('users.freeze')}
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={own || busy}
        aria-describedby={describedBy}
        aria-label={t('users.deleteUser', { name: user.username })}
        className={rowDangerButtonClassName}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('common.delete')}
      </button>
    </div>
  );
}
