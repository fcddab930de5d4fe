import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../api/get-site';

/** A link to the shop's previous website, when the site has one (GET /api/site). */
export function OldWebsiteLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { data } = useSite();
  if (!data?.oldWebsiteUrl) return null;
  return (
    <a
      href={data.oldWebsiteUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-indigo-700 underline-offset-4 hover:text-indigo-900 hover:underline ${className}`}
    >
      {t('home.oldWebsite')}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('app.opensInNewTab')}</span>
    </a>
  );
}
