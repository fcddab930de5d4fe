import { Trans } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { homeSearchHref } from '../utils/search-suggestion-options';

/** "Did you mean …?" with the correction as a link that keeps the filters. */
export function DidYouMean({ suggestion }: { suggestion: string }) {
  const [searchParams] = useSearchParams();
  return (
    <Trans
      i18nKey="search.didYouMean"
      values={{ suggestion }}
      components={{
        suggestionLink: (
          <Link
            to={homeSearchHref(suggestion, searchParams)}
            className="font-semibold text-indigo-700 underline hover:text-indigo-900"
          />
        ),
      }}
    />
  );
}
