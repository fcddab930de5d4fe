import { LIMITS } from '@curio/shared';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toSearchString } from '@/utils/query-string';
import { SEARCH_PARAM, withQuery } from '../utils/catalog-search';

type SearchBoxProps = {
  className?: string;
  /**
   * Search while typing (the header bar). In the mobile menu the search runs on Enter only: a
   * search is a navigation, which closes the menu, and the results are hidden behind it anyway.
   */
  live?: boolean;
};

/**
 * The product search of the header (home page only): bound to the `query` parameter, written 300 ms
 * after the last keystroke (or at once with Enter), trimmed, and back on page 1 (storefront §4).
 */
export function SearchBox({ className = '', live = true }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const urlQuery = searchParams.get(SEARCH_PARAM.query) ?? '';

  const [text, setText] = useState(urlQuery);
  // Back, forward and links change the query from outside: show it, unless it is what was typed.
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery.trim() !== text.trim()) setText(urlQuery);
  }

  const apply = (value: string) => {
    const query = value.trim();
    if (query === urlQuery.trim()) return;
    void navigate(
      { pathname: paths.home, search: toSearchString(withQuery(searchParams, query)) },
      // Starting a search is a step back can return from; refining it is not.
      { replace: urlQuery.trim() !== '' && query !== '' },
    );
  };

  const debounced = useDebouncedValue(text, LIMITS.searchDebounceMs);
  const lastDebounced = useRef(debounced);
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    if (live) applyRef.current(debounced);
  }, [debounced, live]);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    apply(text);
  };

  return (
    <form role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="h-11 w-full rounded-full border border-neutral-300 bg-neutral-50 pr-4 pl-10 text-sm text-neutral-900 placeholder:text-neutral-500 hover:border-neutral-400 focus:border-indigo-600 focus:bg-white lg:h-10"
      />
    </form>
  );
}
