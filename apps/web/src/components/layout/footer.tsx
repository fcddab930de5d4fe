import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

export function Footer() {
  const { t } = useTranslation();
  const links = [
    { to: paths.contact, label: t('footer.contact') },
    { to: paths.legal, label: t('footer.legal') },
    { to: paths.tos, label: t('footer.tos') },
    { to: paths.privacy, label: t('footer.privacy') },
  ];
  return (
    <footer className="border-t border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-neutral-600 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.navigation')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map(({ to, label }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="rounded-sm underline-offset-4 hover:text-neutral-900 hover:underline"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
