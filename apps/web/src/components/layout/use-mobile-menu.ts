import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useScrollLock } from '@/hooks/use-scroll-lock';

/**
 * Open state of the mobile menu. The menu belongs to the location it was opened at, so any
 * navigation (a link, back or forward) closes it. Page scrolling is locked while it is open.
 */
export function useMobileMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape already handled (e.g. closing a dialog opened from the menu) is not for the menu.
      if (event.key === 'Escape' && !event.defaultPrevented) setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return {
    open,
    toggle: () => setOpenAt(open ? null : location.key),
    close: () => setOpenAt(null),
  };
}
