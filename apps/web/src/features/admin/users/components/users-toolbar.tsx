import { LIMITS, ROLES, USER_FILTERS } from '@curio/shared';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { inputClassName } from '../../common/components/button-styles';
import type { UserFilter } from '../api/users';

type UsersToolbarProps = {
  search: string;
  filter: UserFilter;
  onChange: (next: { search: string; filter: UserFilter }) => void;
};

const STATUSES = ['active', 'frozen'] as const;

/**
 * Search and filter of the users list (accounts-and-admin §2): all fields, name, email, role or
 * status. Role and status are picked from a list; text is sent after a 300 ms pause.
 */
export function UsersToolbar({ search, filter, onChange }: UsersToolbarProps) {
  const { t } = useTranslation('admin');
  const filterId = useId();
  const searchId = useId();
  const [text, setText] = useState(search);
  const debounced = useDebouncedValue(text, LIMITS.searchDebounceMs);

  const picksFromList = filter === 'role' || filter === 'status';

  // The address is the source of truth: back and forward update the box.
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setText(search);
  }
  // Only a settled change of the typed text is sent.
  const sendText = useEffectEvent((value: string) => {
    if (!picksFromList && value.trim() !== search.trim()) onChange({ search: value, filter });
  });
  useEffect(() => sendText(debounced), [debounced]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-48">
        <label htmlFor={filterId} className="mb-1.5 block text-sm font-medium text-neutral-900">
          {t('users.filter')}
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => {
            const next = event.target.value as UserFilter;
            const nextPicks = next === 'role' || next === 'status';
            // A typed text makes no sense as a role or status (and the other way round).
            const keep = !nextPicks && !picksFromList ? search : '';
            setText(keep);
            onChange({ search: keep, filter: next });
          }}
          className={inputClassName}
        >
          {USER_FILTERS.map((option) => (
            <option key={option} value={option}>
              {t(`users.filters.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-neutral-900">
          {t('users.search')}
        </label>
        {filter === 'role' ? (
          <select
            id={searchId}
            value={search}
            onChange={(event) => onChange({ search: event.target.value, filter })}
            className={inputClassName}
          >
            <option value="">{t('users.anyRole')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`users.roles.${role}`)}
              </option>
            ))}
          </select>
        ) : filter === 'status' ? (
          <select
            id={searchId}
            value={search}
            onChange={(event) => onChange({ search: event.target.value, filter })}
            className={inputClassName}
          >
            <option value="">{t('users.anyStatus')}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`users.status.${status}`)}
              </option>
            ))}
          </select>
        ) : (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
            />
            <input
              id={searchId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('users.searchPlaceholder')}
              autoComplete="off"
              maxLength={200}
              className={`${inputClassName} pl-9`}
            />
          </div>
        )}
      </div>
    </div>
  );
}
