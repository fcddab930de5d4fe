import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const THRESHOLD_PX = 100;

/**
 * Scrolls smoothly to the top when the path changes and the page is scrolled more than 100 px
 * (storefront §2 "Product detail"). Back and forward keep the restored position.
 */
export function useScrollToTopOnPathChange(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === NavigationType.Pop || window.scrollY <= THRESHOLD_PX) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    // Only a new path scrolls, not a new navigation type.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
