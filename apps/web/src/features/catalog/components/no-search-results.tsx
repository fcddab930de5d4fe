import { SearchX } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { homeSearchHref } from '../utils/search-suggestion-options';

// Rich text (react-i18next's Trans and its HTML parser, 4.7 KiB gzip) that only a search without
// results whose suggestions offer a correction shows: loaded then, not with every home page.
const DidYouMean = lazy(() =>
  import('./did-you-mean').then((module) => ({ default: module.DidYouMean })),
);

/**
 * The home page when a search finds nothing: says so with the query, offers the correction the
 * suggestions have ("Did you mean …?") and a way back to the list without the search.
 */
export function NoSearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const suggestion = useSearchSuggestions(query).data?.didYouMean ?? null;

  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-neutral-300 bg-white px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-neutral-400" />
      <p className="text-lg font-semibold text-neutral-900">{t('search.noMatch', { query })}</p>
      {suggestion && (
        <p className="text-neutral-700">
          <Suspense fallback={null}>
            <DidYouMean suggestion={suggestion} />
          </Suspense>
        </p>
      )}
      <p className="max-w-sm text-sm text-neutral-600">{t('home.emptyHint')}</p>
      <Link to={homeSearchHref('', searchParams)} className={buttonClassName('secondary')}>
        {t('search.clear')}
      </Link>
    </div>
  );
}
