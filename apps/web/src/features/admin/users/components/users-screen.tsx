import { USER_FILTERS, type Role } from '@curio/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { useCurrentUser } from '@/features/session/api/get-current-user';
import { toast } from '@/lib/toast';
import { toSearchString } from '@/utils/query-string';
import { RecoveryConfirmDialog, UserRecoveryButtons, type PendingRecovery } from './user-recovery';
import { ConfirmDeleteDialog } from '../../common/components/confirm-delete-dialog';
import { StatusMessage } from '../../common/components/status-message';
import { useServerMessage } from '../../common/hooks/use-server-message';
import { useUserActions, useUsers, type AdminUser, type UserFilter } from '../api/users';
import { UserAvatar } from './user-avatar';
import { UserChangeDialog, type PendingUserChange } from './user-change-dialog';
import { RoleSelect, UserActions } from './user-controls';
import { UserStatusBadge } from './user-status-badge';
import { UsersToolbar } from './users-toolbar';

/** `?page` (1-based), `?search` and `?filter` of the users list. */
function readSearch(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const filter = params.get('filter');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search') ?? '',
    filter: (USER_FILTERS as readonly string[]).includes(filter ?? '')
      ? (filter as UserFilter)
      : 'all',
  };
}

/**
 * User management (accounts-and-admin §2 "Users"): search and filter, 25 a page, role change,
 * freeze or unfreeze, and delete behind a confirmation. The admin's own row cannot be changed.
 */
export function UsersScreen() {
  const { t, i18n } = useTranslation('admin');
  const serverMessage = useServerMessage();
  const [params, setParams] = useSearchParams();
  const { page, search, filter } = readSearch(params);
  const users = useUsers({ page: page - 1, search, filter });
  const { data: me } = useCurrentUser();
  const { changeRole, setFrozen, remove } = useUserActions();
  const [pendingDelete, setPendingDelete] = useState<AdminUser | null>(null);
  const [pendingRecovery, setPendingRecovery] = useState<PendingRecovery | null>(null);
  const [pendingChange, setPendingChange] = useState<PendingUserChange | null>(null);
  const [changing, setChanging] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const ownNoteId = useId();
  const searchRegion = useRef<HTMLDivElement>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
  });

  const updateSearch = (next: { search: string; filter: UserFilter }) => {
    const updated = new URLSearchParams(params);
    if (next.search.trim()) updated.set('search', next.search.trim());
    else updated.delete('search');
    if (next.filter === 'all') updated.delete('filter');
    else updated.set('filter', next.filter);
    updated.delete('page');
    setParams(new URLSearchParams(toSearchString(updated)), { replace: true });
  };

  const run = async (user: AdminUser, action: () => Promise<unknown>) => {
    setBusyId(user.id);
    try {
      await action();
    } finally {
      setBusyId(null);
    }
  };

  const applyRole = async (user: AdminUser, role: Role) => {
    try {
      await changeRole.mutateAsync({ id: user.id, role });
      toast.success(t('users.roleUpdated', { role }));
    } catch (error) {
      toast.error(serverMessage(error, t('users.roleFailed')));
    }
  };

  const applyFrozen = async (user: AdminUser, frozen: boolean) => {
    try {
      await setFrozen.mutateAsync({ id: user.id, frozen });
      toast.success(t(frozen ? 'users.frozen' : 'users.unfrozen', { name: user.username }));
    } catch (error) {
      toast.error(serverMessage(error, t('users.freezeFailed')));
    }
  };

  // Role changes and freezing wait for the admin's confirmation naming the user and the change.
  const onRole = (user: AdminUser, role: Role) => {
    if (role !== user.role) setPendingChange({ user, kind: 'role', role });
  };
  const onToggleFrozen = (user: AdminUser) =>
    setPendingChange({ user, kind: user.frozen ? 'unfreeze' : 'freeze' });

  const confirmChange = (change: PendingUserChange) =>
    void run(change.user, async () => {
      setChanging(true);
      try {
        if (change.kind === 'role') await applyRole(change.user, change.role);
        else await applyFrozen(change.user, change.kind === 'freeze');
      } finally {
        setChanging(false);
        setPendingChange(null);
      }
    });

  const confirmDelete = async () => {
    const user = pendingDelete;
    if (!user) return;
    try {
      await remove.mutateAsync(user.id);
      toast.success(t('users.deleted'));
    } catch (error) {
      toast.error(serverMessage(error, t('users.deleteFailed')));
    } finally {
      setPendingDelete(null);
    }
  };

  const data = users.data;
  const content = data?.content;
  const controls = (user: AdminUser) => {
    const own = me?.id === user.id;
    const busy = busyId === user.id;
    return {
      own,
      role: (
        <RoleSelect
          user={user}
          own={own}
          busy={busy}
          ownNoteId={ownNoteId}
          onChange={(role) => onRole(user, role)}
        />
      ),
      actions: (
        <div className="flex flex-wrap gap-2">
          <UserActions
            user={user}
            own={own}
            busy={busy}
            ownNoteId={ownNoteId}
            onToggleFrozen={() => onToggleFrozen(user)}
            onDelete={() => setPendingDelete(user)}
          />
          <UserRecoveryButtons
            user={user}
            own={own}
            busy={busy}
            ownNoteId={ownNoteId}
            onAsk={setPendingRecovery}
          />
        </div>
      ),
    };
  };
  const nameCell = (user: AdminUser, own: boolean) => (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar user={user} />
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-medium text-neutral-900">
          <span className="truncate">{user.username}</span>
          {own && (
            <span className="shrink-0 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800">
              {t('users.you')}
            </span>
          )}
        </p>
        <p className="truncate text-sm text-neutral-600">{user.email}</p>
      </div>
    </div>
  );

  return (
    <div className="space-y-6">
      <div
        ref={searchRegion}
        className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <UsersToolbar search={search} filter={filter} onChange={updateSearch} />
      </div>
      <p id={ownNoteId} className="sr-only">
        {t('users.ownAccount')}
      </p>

      {users.isPending ? (
        <StatusMessage kind="loading">{t('users.loading')}</StatusMessage>
      ) : users.isError && !content ? (
        <StatusMessage kind="error">{t('users.loadFailed')}</StatusMessage>
      ) : !data || !content || content.length === 0 ? (
        <StatusMessage kind="empty">{t('users.empty')}</StatusMessage>
      ) : (
        <section aria-labelledby={`${ownNoteId}-title`} aria-busy={users.isFetching || undefined}>
          <h2
            id={`${ownNoteId}-title`}
            className="mb-3 text-sm font-medium text-neutral-700"
            aria-live="polite"
          >
            {t('users.total', { count: data.totalElements })}
          </h2>
          {users.isError && (
            <p role="alert" className="mb-3 text-sm text-red-700">
              {t('users.loadFailed')}
            </p>
          )}
          {/* Wide screens: a table. */}
          <div className="hidden overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm md:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-neutral-200 bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-700 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t('users.columns.user')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('users.columns.role')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('users.columns.status')}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 lg:table-cell">
                    {t('users.columns.joined')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('users.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200">
                {content.map((user) => {
                  const { own, role, actions } = controls(user);
                  return (
                    <tr key={user.id} className={own ? 'bg-indigo-50/40' : undefined}>
                      <td className="max-w-72 px-4 py-3">{nameCell(user, own)}</td>
                      <td className="px-4 py-3">{role}</td>
                      <td className="px-4 py-3">
                        <UserStatusBadge frozen={user.frozen} />
                      </td>
                      <td className="hidden px-4 py-3 whitespace-nowrap text-neutral-700 lg:table-cell">
                        {dateFormat.format(new Date(user.createdAt))}
                      </td>
                      <td className="px-4 py-3">{actions}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {/* Narrow screens: one card per user. */}
          <ul className="space-y-3 md:hidden">
            {content.map((user) => {
              const { own, role, actions } = controls(user);
              return (
                <li
                  key={user.id}
                  className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
                >
                  {nameCell(user, own)}
                  <div className="flex flex-wrap items-center gap-3">
                    {role}
                    <UserStatusBadge frozen={user.frozen} />
                  </div>
                  {actions}
                </li>
              );
            })}
          </ul>
          <Pagination page={page} totalPages={data.totalPages} />
        </section>
      )}

      <RecoveryConfirmDialog pending={pendingRecovery} onClose={() => setPendingRecovery(null)} />
      <UserChangeDialog
        pending={pendingChange}
        busy={changing}
        onConfirm={confirmChange}
        onCancel={() => setPendingChange(null)}
      />
      <ConfirmDeleteDialog
        question={pendingDelete && t('users.deleteQuestion', { name: pendingDelete.username })}
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
        fallbackFocus={() => searchRegion.current?.querySelector('input, select') ?? null}
      />
    </div>
  );
}
