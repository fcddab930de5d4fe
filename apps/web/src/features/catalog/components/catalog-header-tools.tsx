import { usePageAddress } from '@/lib/language-navigation';
import { paths } from '@/config/paths';
import { FilterButton } from './filter-button';

export type HeaderToolsPlacement = 'bar' | 'menu';

/**
 * The header's filter button, on the home page only (storefront §2 "Header"), after the search:
 * in the header bar on wide screens and again in the mobile menu.
 */
export function CatalogHeaderTools({ placement }: { placement: HeaderToolsPlacement }) {
  // The page without its language: `/de` is home too.
  if (usePageAddress().path !== paths.home) return null;
  return placement === 'bar' ? (
    <FilterButton />
  ) : (
    <FilterButton className="w-full" returnFocusOnApply={false} />
  );
}
