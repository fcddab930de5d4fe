import type { BulkProductsRequest, DashboardProductsMatch } from '@curio/shared';
import { useState } from 'react';

/** Products picked one by one (on any page), or every product matching the search. */
export type ProductSelection = { kind: 'ids'; ids: ReadonlySet<number> } | { kind: 'matching' };

const NOTHING: ProductSelection = { kind: 'ids', ids: new Set() };

export function isSelected(selection: ProductSelection, id: number): boolean {
  return selection.kind === 'matching' || selection.ids.has(id);
}

/** Whether the page's rows are all, some or none selected (the header checkbox's state). */
export function pageSelectionState(
  selection: ProductSelection,
  pageIds: readonly number[],
): 'all' | 'some' | 'none' {
  const picked = pageIds.filter((id) => isSelected(selection, id)).length;
  if (picked === 0) return 'none';
  return picked === pageIds.length ? 'all' : 'some';
}

/** One row ticked or unticked; unticking a row of "all matching" keeps the rest of the page. */
function toggleProduct(
  selection: ProductSelection,
  id: number,
  pageIds: readonly number[],
): ProductSelection {
  const ids = new Set(selection.kind === 'matching' ? pageIds : selection.ids);
  if (selection.kind === 'ids' && !ids.has(id)) ids.add(id);
  else ids.delete(id);
  return { kind: 'ids', ids };
}

/** The header checkbox: the whole page selected, or (when it already is) unselected. */
function togglePage(selection: ProductSelection, pageIds: readonly number[]): ProductSelection {
  if (pageSelectionState(selection, pageIds) === 'all') {
    if (selection.kind === 'matching') return NOTHING;
    return { kind: 'ids', ids: new Set([...selection.ids].filter((id) => !pageIds.includes(id))) };
  }
  const ids = new Set(selection.kind === 'ids' ? selection.ids : []);
  for (const id of pageIds) ids.add(id);
  return { kind: 'ids', ids };
}

/** How many products the selection holds, `total` being how many match the search. */
export function selectedCount(selection: ProductSelection, total: number): number {
  return selection.kind === 'matching' ? total : selection.ids.size;
}

/** The bulk request's `selection` for it. */
export function selectionRequest(
  selection: ProductSelection,
  match: DashboardProductsMatch,
): BulkProductsRequest['selection'] {
  return selection.kind === 'matching'
    ? { by: 'matching', search: match.search, filter: match.filter }
    : { by: 'ids', ids: [...selection.ids] };
}

/**
 * The product table's selection. It belongs to one search: another search or filter starts from
 * nothing selected ("all matching" would otherwise mean other products than the ones seen).
 */
export function useProductSelection(match: DashboardProductsMatch) {
  const matchKey = `${match.filter}\u0000${match.search ?? ''}`;
  const [state, setState] = useState({ matchKey, selection: NOTHING });
  const selection = state.matchKey === matchKey ? state.selection : NOTHING;
  const set = (next: ProductSelection) => setState({ matchKey, selection: next });
  return {
    selection,
    toggle: (id: number, pageIds: readonly number[]) => set(toggleProduct(selection, id, pageIds)),
    togglePage: (pageIds: readonly number[]) => set(togglePage(selection, pageIds)),
    selectAllMatching: () => set({ kind: 'matching' }),
    clear: () => set(NOTHING),
  };
}
