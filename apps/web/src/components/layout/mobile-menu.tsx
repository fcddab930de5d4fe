import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
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
  /** The menu button, which takes the focus back when the menu closes. */
  returnFocus: () => HTMLElement | null;
};

/** Whether an Escape is for an open list inside the menu (the search's suggestions). */
const isForOpenList = (event: KeyboardEvent) =>
  event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true';

/**
 * The menu below the lg breakpoint: page tools, language switcher and account links. A modal
 * dialog: the focus stays inside while it is open, the page behind is hidden from screen readers,
 * and Escape, a click beside it or its close button shut it.
 */
export function MobileMenu({ id, links, tools, onClose, returnFocus }: MobileMenuProps) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div
        aria-hidden="true"
        className="fixed inset-x-0 top-16 bottom-0 z-30 bg-black/40 lg:hidden"
      />
      <Dialog.Content
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // The menu itself, not its first field: focusing the search would open a phone's keyboard.
          event.preventDefault();
          navRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Unless the focus has gone somewhere on purpose (the results, after filtering from here).
          if (document.activeElement === document.body) returnFocus()?.focus();
        }}
        onEscapeKeyDown={(event) => {
          if (isForOpenList(event)) event.preventDefault();
        }}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-neutral-200 bg-white px-4 py-4 shadow-lg outline-none lg:hidden"
      >
        <Dialog.Title className="sr-only">{t('header.mobileNavigation')}</Dialog.Title>
        <nav
          id={id}
          ref={navRef}
          tabIndex={-1}
          aria-label={t('header.mobileNavigation')}
          className="outline-none"
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
        <Dialog.Close className="mt-3 flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 font-medium text-neutral-900 hover:bg-neutral-100">
          <X aria-hidden="true" className="size-5 text-neutral-600" />
          {t('header.closeMenu')}
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  );
}
