import { useState } from 'react';
import { useLocation } from 'react-router';
import { useScrollLock } from '@/hooks/use-scroll-lock';

/**
 * Open state of the mobile menu. The menu belongs to the location it was opened at, so any
 * navigation (a link, back or forward) closes it. Page scrolling is locked while it is open.
 * Escape and the focus are the menu's own (a modal dialog, mobile-menu.tsx).
 */
export function useMobileMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  useScrollLock(open);

  return {
    open,
    toggle: () => setOpenAt(open ? null : location.key),
    close: () => setOpenAt(null),
  };
}
