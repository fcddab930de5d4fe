export type PageItem =
  { type: 'page'; page: number; active: boolean } | { type: 'ellipsis'; key: string };

/**
 * The numbered pagination of the home page (storefront §2): the first page, the last page and pages
 * within 2 of the current one, with an ellipsis for each gap. Pages are 1-based here, as in the URL.
 * A gap of a single page shows that page instead of an ellipsis (an ellipsis must hide at least two).
 */
export function paginationWindow(current: number, total: number, radius = 2): PageItem[] {
  if (total <= 0) return [];
  const shown = new Set<number>([1, total]);
  for (let page = current - radius; page <= current + radius; page++) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) {
      items.push({ type: 'page', page: previous + 1, active: previous + 1 === current });
    } else if (page - previous > 2) {
      items.push({ type: 'ellipsis', key: `gap-${previous}-${page}` });
    }
    items.push({ type: 'page', page, active: page === current });
    previous = page;
  }
  return items;
}
