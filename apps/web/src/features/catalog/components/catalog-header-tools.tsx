import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { FilterButton } from './filter-button';
import { SearchBox } from './search-box';

export type HeaderToolsPlacement = 'bar' | 'menu';

/**
 * The header's search box and filter button, on the home page only (storefront §2 "Header"):
 * in the header bar on wide screens and again in the mobile menu.
 */
export function CatalogHeaderTools({ placement }: { placement: HeaderToolsPlacement }) {
  const { pathname } = useLocation();
  if (pathname !== paths.home) return null;
  return placement === 'bar' ? (
    <div className="flex w-full max-w-xl items-center gap-2">
      <SearchBox className="flex-1" />
      <FilterButton />
    </div>
  ) : (
    <div className="mb-4 flex flex-col gap-2">
      <SearchBox live={false} />
      <FilterButton className="w-full" returnFocusOnApply={false} />
    </div>
  );
}
