import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchSuggestions } from '../api/get-search-suggestions';

/**
 * Above the results of a search that answered for fewer words than the query has (a word the
 * catalogue does not know): says which words it answered for. The suggestions know it, as they
 * know "Did you mean".
 */
export function ShowingResultsFor({ query }: { query: string }) {
  const { t } = useTranslation();
  const used = useSearchSuggestions(query).data?.showingResultsFor ?? null;
  if (used === null) return null;
  return (
    <p className="mb-4 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <Info aria-hidden="true" className="size-4 shrink-0" />
      {t('search.showingResultsFor', { query, used })}
    </p>
  );
}
