import { lazy, Suspense, useState } from 'react';
import { useFilterPanelOpen } from '../stores/filter-panel';

const loadFilterPanel = () => import('./filter-panel');
const FilterPanel = lazy(() =>
  loadFilterPanel().then((module) => ({ default: module.FilterPanel })),
);

/** Starts loading the panel's code (its dialog, lists and slider) before it is needed. */
export function preloadFilterPanel(): void {
  void loadFilterPanel();
}

/**
 * The filter panel, loaded the first time it opens (or when its button is hovered or focused):
 * its dialog and slider code stay out of the first page's JavaScript.
 */
export function LazyFilterPanel(props: { fallbackFocus?: () => HTMLElement | null }) {
  const open = useFilterPanelOpen();
  // Once opened, it stays mounted (closing animates, focus returns) for the rest of the visit.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <FilterPanel {...props} />
    </Suspense>
  );
}
