import { swatchHex, type CurrentUser } from '@curio/shared';
import { LogOut, Mail, Pencil, Snowflake, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { FormMessage } from '@/features/session/components/form-controls';
import { ProfileAvatar } from './profile-avatar';

type ProfileViewProps = {
  user: CurrentUser;
  onSignOut: () => void;
};

const roleStyles = {
  user: 'bg-neutral-100 text-neutral-800 ring-neutral-300',
  seller: 'bg-sky-50 text-sky-900 ring-sky-300',
  admin: 'bg-violet-50 text-violet-900 ring-violet-300',
} as const;

/**
 * The profile (accounts-and-admin §2 "Profile"): picture, username, role badge (lowercase), email,
 * agent or 'No agent assigned', Edit and Sign-Out, and a notice when the account is frozen.
 */
export function ProfileView({ user, onSignOut }: ProfileViewProps) {
  const { t, i18n } = useTranslation('accounts');
  const { t: tMain } = useTranslation();
  const role = user.role.toLowerCase() as Lowercase<CurrentUser['role']>;
  const memberSince = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'long',
  }).format(new Date(user.createdAt));

  return (
    <section
      aria-labelledby="profile-heading"
      className="overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm"
    >
      <div
        aria-hidden="true"
        className="h-20 bg-linear-to-r from-indigo-600 via-violet-600 to-fuchsia-600 sm:h-24"
      />
      <div className="px-5 pb-6 sm:px-8 sm:pb-8">
        <div className="-mt-12 flex flex-wrap items-end gap-x-5 gap-y-4 sm:-mt-14">
          <ProfileAvatar
            pictureUrl={user.profilePicture?.pictureUrl}
            className="size-24 ring-4 ring-white sm:size-28"
          />
          <div className="w-full min-w-0 sm:order-3">
            <div className="flex flex-wrap items-center gap-2">
              <h1
                id="profile-heading"
                className="min-w-0 truncate text-2xl font-bold tracking-tight text-neutral-900"
              >
                {user.username}
              </h1>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${roleStyles[role]}`}
              >
                <span className="sr-only">{t('profile.role')}: </span>
                {t(`roles.${role}`)}
              </span>
            </div>
            <p className="mt-1 text-sm text-neutral-600">
              {t('profile.memberSince', { date: memberSince })}
            </p>
          </div>
          {/* Beside the picture on wider screens, below the name on phones. */}
          <div className="flex w-full flex-wrap gap-3 sm:order-2 sm:ml-auto sm:w-auto sm:pb-1">
            <Link to={paths.profileEdit()} className={buttonClassName('primary')}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('profile.edit')}
            </Link>
            <button type="button" onClick={onSignOut} className={buttonClassName('secondary')}>
              <LogOut aria-hidden="true" className="size-4" />
              {t('profile.signOut')}
            </button>
          </div>
        </div>

        {user.frozen && (
          <div className="mt-6">
            <FormMessage type="info">
              <p className="flex items-center gap-1.5 font-semibold">
                <Snowflake aria-hidden="true" className="size-4" />
                {t('profile.frozenTitle')}
              </p>
              <p>{tMain('messages.accountFrozen')}</p>
            </FormMessage>
          </div>
        )}

        <dl className="mt-6 grid gap-5 border-t border-neutral-200 pt-6 sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="flex items-center gap-2 text-sm font-medium text-neutral-600">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-neutral-500" />
              {t('fields.email')}
            </dt>
            <dd className="mt-1 truncate pl-7 text-neutral-900">{user.email}</dd>
          </div>
          <div className="min-w-0">
            <dt className="flex items-center gap-2 text-sm font-medium text-neutral-600">
              <UserRound aria-hidden="true" className="size-5 shrink-0 text-neutral-500" />
              {t('fields.agent')}
            </dt>
            <dd className="mt-1 flex items-center gap-2 pl-7 text-neutral-900">
              {user.agent ? (
                <>
                  {user.agent.themeColor && (
                    <span
                      aria-hidden="true"
                      style={{ backgroundColor: swatchHex(user.agent.themeColor.color) }}
                      className="size-3 shrink-0 rounded-full ring-1 ring-black/15 ring-inset"
                    />
                  )}
                  <span className="truncate">{user.agent.name}</span>
                </>
              ) : (
                <span className="text-neutral-600">{t('profile.noAgent')}</span>
              )}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
