import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../api/get-current-user';

/** 'Hello, {name}!' with the username, or Guest when not signed in. */
export function Greeting() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <h1 className="text-3xl font-bold tracking-tight text-neutral-900">
      {t('home.greeting', { name: user?.username ?? t('home.guest') })}
    </h1>
  );
}
