import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { CurrencySwitcher } from './currency-switcher';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';
import { AccountLinkIcon } from './account-link-icon';
import type { AccountLink } from './use-account-links';

type MobileMenuProps = {
  id: string;
  links: AccountLink[];
  /** The search and the page's header tools (the home page's filter button). */
  tools?: ReactNode;
  onClose: () => void;
};

/** The menu below the lg breakpoint: page tools, language switcher and account links. */
export function MobileMenu({ id, links, tools, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <>
      <div
        aria-hidden="true"
        onClick={onClose}
        className="fixed inset-x-0 top-16 bottom-0 z-30 bg-black/40 lg:hidden"
      />
      <nav
        id={id}
        aria-label={t('header.mobileNavigation')}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-neutral-200 bg-white px-4 py-4 shadow-lg lg:hidden"
      >
        {tools}
        <LanguageSwitcher className="mb-3" />
        <CurrencySwitcher className="mb-3" />
        <ThemeSwitcher className="mb-3" />
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium text-neutral-900 hover:bg-neutral-100"
              >
                <AccountLinkIcon
                  link={link}
                  className="size-5 text-neutral-600"
                  pictureClassName="size-7"
                />
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
