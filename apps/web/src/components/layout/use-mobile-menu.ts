import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useScrollLock } from '@/hooks/use-scroll-lock';

/**
 * Open state of the mobile menu. The menu belongs to the location it was opened at, so any
 * navigation (a link, back or forward) closes it. Page scrolling is locked while it is open.
 * Escape closes it and puts the focus back on the button that opened it (`buttonRef`).
 */
export function useMobileMenu(buttonRef: RefObject<HTMLButtonElement | null>) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape already handled (e.g. closing a dialog opened from the menu) is not for the menu.
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setOpenAt(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, buttonRef]);

  return {
    open,
    toggle: () => setOpenAt(open ? null : location.key),
    close: () => setOpenAt(null),
  };
}
