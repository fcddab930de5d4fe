import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { Banner } from '@/components/banner/banner';
import { CurrencySwitcher } from './currency-switcher';
import { LanguageSwitcher } from './language-switcher';
import { AccountLinkIcon } from './account-link-icon';
import { Logo } from './logo';
import { useHydrated } from '@/hooks/use-hydrated';
import { useAccountLinks, useHeaderUser } from './use-account-links';
import { useMobileMenu } from './use-mobile-menu';
import { ThemeSwitcher } from './theme-switcher';

const MOBILE_MENU_ID = 'mobile-menu';

// The menu's code loads when its button is first pointed at or focused (or at the latest when it
// opens), not with every page: most visits never open it.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
const preloadMobileMenu = () => void loadMobileMenu();

/** Page tools shown in the header bar on wide screens and again in the mobile menu. */
export type HeaderTools = (placement: 'bar' | 'menu') => ReactNode;

type HeaderProps = {
  /** The product search, on every page. */
  search?: HeaderTools;
  /** The page's own tools, after the search. */
  tools?: HeaderTools;
};

export function Header({ search, tools }: HeaderProps) {
  const { t } = useTranslation();
  const user = useHeaderUser();
  const links = useAccountLinks(user);
  // The session is known in the browser only: until then the account slot is empty at its final
  // size, so that neither the guest's "Sign in" nor a shift shows to a signed-in person.
  const sessionKnown = useHydrated();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menu = useMobileMenu();

  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white">
      <div className="relative">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
          <Logo agent={user?.agent} />
          <div className="hidden min-w-0 flex-1 justify-center lg:flex">
            <div className="flex w-full max-w-xl items-center gap-2">
              {search?.('bar')}
              {tools?.('bar')}
            </div>
          </div>
          <nav
            aria-label={t('header.mainNavigation')}
            className="ml-auto hidden items-center gap-2 lg:flex"
          >
            <LanguageSwitcher />
            <CurrencySwitcher />
            <ThemeSwitcher />
            {/* The account slot is as wide as a signed-in person's two icons whatever it holds (the
                neutral box until the session is known, the guest's one icon, or two), so that
                nothing in the header moves when the session becomes known. */}
            <div
              data-account-slot
              className="flex h-10 w-22 shrink-0 items-center justify-end gap-2"
            >
              {sessionKnown &&
                links.map((link) => (
                  <Link
                    key={link.to}
                    to={link.to}
                    aria-label={link.label}
                    title={link.label}
                    className="inline-flex size-10 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900"
                  >
                    <AccountLinkIcon link={link} className="size-6" pictureClassName="size-8" />
                  </Link>
                ))}
            </div>
          </nav>
          <button
            ref={menuButtonRef}
            type="button"
            onClick={menu.toggle}
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            aria-expanded={menu.open}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menu.open ? t('header.closeMenu') : t('header.openMenu')}
            className="ml-auto inline-flex size-11 items-center justify-center rounded-lg text-neutral-800 hover:bg-neutral-100 lg:hidden"
          >
            {menu.open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
        {menu.open && (
          <Suspense fallback={null}>
            <MobileMenu
              id={MOBILE_MENU_ID}
              links={links}
              tools={
                (search || tools) && (
                  <div className="mb-4 flex flex-col gap-2">
                    {search?.('menu')}
                    {tools?.('menu')}
                  </div>
                )
              }
              onClose={menu.close}
              returnFocus={() => menuButtonRef.current}
            />
          </Suspense>
        )}
      </div>
      <Banner />
    </header>
  );
}
