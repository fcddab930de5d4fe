import { luminanceOf, swatchHex, type CurrentUser } from '@curio/shared';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

type LogoProps = { agent?: CurrentUser['agent'] | undefined };

/**
 * The logo, linking home. When the signed-in user has an agent with a name and a theme colour, the
 * agent's name follows in upper case, in that colour (storefront §2 "Header": co-branding).
 */
export function Logo({ agent }: LogoProps) {
  const { t } = useTranslation();
  const { t: tAccounts } = useTranslation('accounts');
  const agentName = agent?.name.trim().toUpperCase();
  const suffix =
    agent?.themeColor && agentName
      ? { name: agentName, color: swatchHex(agent.themeColor.color) }
      : null;

  return (
    <Link
      to={paths.home}
      aria-label={
        suffix ? tAccounts('header.homeWithAgent', { agent: suffix.name }) : t('header.home')
      }
      className="flex min-w-0 items-center gap-2 rounded-md text-xl font-bold tracking-tight text-neutral-900"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
      <span>{t('app.name')}</span>
      {suffix && (
        <>
          <span aria-hidden="true" className="h-5 w-px shrink-0 bg-neutral-300" />
          <span
            data-testid="logo-agent"
            style={{
              color: suffix.color,
              // A pale theme colour (gold, yellow) keeps its shape on the white bar.
              textShadow: luminanceOf(suffix.color) > 0.5 ? '0 0 1px rgb(0 0 0 / 0.55)' : undefined,
            }}
            className="truncate text-lg font-extrabold tracking-wide"
          >
            {suffix.name}
          </span>
        </>
      )}
    </Link>
  );
}
