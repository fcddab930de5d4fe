import type { CurrentUser } from '@curio/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

// The colour names' table (1 KiB gzip) loads only for a signed-in user with an agent, whom the
// server never renders (the session is the browser's), so hydration is unchanged.
const LogoAgent = lazy(() =>
  import('./logo-agent').then((module) => ({ default: module.LogoAgent })),
);

type LogoProps = { agent?: CurrentUser['agent'] | undefined };

/**
 * The logo, linking home. When the signed-in user has an agent with a name and a theme colour, the
 * agent's name follows in upper case, marked with that colour and written in a readable shade of it
 * (storefront §2 "Header": co-branding; see LogoAgent).
 */
export function Logo({ agent }: LogoProps) {
  const { t } = useTranslation();
  const agentName = agent?.name.trim().toUpperCase();
  const suffix =
    agent?.themeColor && agentName ? { name: agentName, colorName: agent.themeColor.color } : null;

  return (
    <Link
      to={paths.home}
      aria-label={suffix ? t('header.homeWithAgent', { agent: suffix.name }) : t('header.home')}
      className="flex min-w-0 items-center gap-2 rounded-md text-xl font-bold tracking-tight text-neutral-900"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
      <span>{t('app.name')}</span>
      {suffix && (
        <Suspense fallback={null}>
          <LogoAgent name={suffix.name} colorName={suffix.colorName} />
        </Suspense>
      )}
    </Link>
  );
}
