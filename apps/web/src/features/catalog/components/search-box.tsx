import { LIMITS, SEARCH_MAX_LENGTH, SEARCH_PARAM } from '@curio/shared';
import { Search } from 'lucide-react';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { localisedTo, useNavigate, usePageAddress } from '@/lib/language-navigation';
import { paths } from '@/config/paths';
import { HiddenParams } from '@/components/ui/address-form';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useEarlyInput } from '@/hooks/use-early-input';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { withQuery } from '../utils/catalog-search';
import {
  homeSearchHref,
  suggestionHref,
  suggestionOptions,
  type SuggestionOption,
} from '../utils/search-suggestion-options';

// The list's code (with the highlighting of matches) is not part of every first page (first-page
// JavaScript budget): it starts loading when the box is focused, well before the first
// suggestions arrive.
const loadSuggestionList = () => import('./search-suggestion-list');
const SearchSuggestionList = lazy(() =>
  loadSuggestionList().then((module) => ({ default: module.SearchSuggestionList })),
);

type SearchBoxProps = {
  className?: string;
  /**
   * Filter the home page while typing (the header bar). In the mobile menu the search runs on
   * Enter only: a search is a navigation, which closes the menu, and the results are hidden
   * behind it anyway.
   */
  live?: boolean;
};

/**
 * The product search of the header, on every page: a combobox (WAI-ARIA) suggesting products and
 * categories 300 ms after the last keystroke. On the home page it is bound to the `query`
 * parameter, written 300 ms after the last keystroke (or at once with Enter), trimmed, and back on
 * page 1 (storefront §4); elsewhere Enter searches on the home page.
 */
export function SearchBox({ className = '', live = true }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const navigate = useNavigate();
  const address = usePageAddress();
  // The page without its language: `/de` is home too.
  const onHome = address.path === paths.home;
  const [searchParams] = useSearchParams();
  const urlQuery = onHome ? (searchParams.get(SEARCH_PARAM.query) ?? '') : '';

  const [text, setText] = useState(urlQuery);
  // Back, forward and links change the query from outside: show it, unless it is what was typed.
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery.trim() !== text.trim()) setText(urlQuery);
  }

  const [open, setOpen] = useState(false);
  const inputRef = useEarlyInput<HTMLInputElement>((typed) => {
    setText(typed);
    if (document.activeElement === inputRef.current) setOpen(true);
  });
  const [activeIndex, setActiveIndex] = useState(-1);
  const debounced = useDebouncedValue(text, LIMITS.searchDebounceMs);
  const suggestionQuery = debounced.trim();
  const suggestions = useSearchSuggestions(suggestionQuery, { enabled: open, keepPrevious: true });
  const options = suggestionOptions(text.trim(), suggestions.data);
  const expanded = open && suggestionQuery !== '' && options.length > 0;
  const suggestionCount = options.length - 1;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const apply = (value: string) => {
    const query = value.trim();
    if (!onHome) {
      if (query !== '') void navigate(homeSearchHref(query));
      return;
    }
    if (query === urlQuery.trim()) return;
    void navigate(homeSearchHref(query, searchParams), {
      // Starting a search is a step back can return from; refining it is not.
      replace: urlQuery.trim() !== '' && query !== '',
    });
  };

  const lastDebounced = useRef(debounced);
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    // A pause that ends after a link or Back replaced the text carries the old text: drop it.
    if (debounced !== text) return;
    if (live && onHome) applyRef.current(debounced);
  }, [debounced, text, live, onHome]);

  const choose = (option: SuggestionOption) => {
    close();
    if (option.kind === 'search') apply(option.query);
    else void navigate(suggestionHref(option));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next = activeIndex < 0 && step < 0 ? last : activeIndex + step;
        setActiveIndex(next > last ? 0 : next < 0 ? last : next);
        return;
      }
      case 'Enter': {
        const option = expanded ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          // Closes the suggestions only; a second Escape clears the box as browsers do.
          event.preventDefault();
          close();
        }
        return;
    }
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
    apply(text);
  };

  return (
    // Until the app runs (a slow phone), Enter sends the form itself: to the home page in the
    // address's language, with the search and, from the home page, its filters, on page 1.
    <form
      role="search"
      action={localisedTo(paths.home, address.language) as string}
      method="get"
      onSubmit={onSubmit}
      className={`relative ${className}`}
    >
      {onHome && <HiddenParams params={withQuery(searchParams, '')} />}
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
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        ref={inputRef}
        name={SEARCH_PARAM.query}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        onFocus={() => void loadSuggestionList().catch(() => undefined)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        className="h-11 w-full rounded-full border border-neutral-300 bg-neutral-50 pr-4 pl-10 text-sm text-neutral-900 placeholder:text-neutral-500 hover:border-neutral-400 focus:border-indigo-600 focus:bg-white lg:h-10"
      />
      {expanded && (
        <Suspense fallback={null}>
          <SearchSuggestionList
            id={listboxId}
            options={options}
            activeIndex={activeIndex}
            optionId={optionId}
            onChoose={choose}
            onHover={setActiveIndex}
          />
        </Suspense>
      )}
      <p role="status" className="sr-only">
        {expanded && suggestions.data
          ? t('search.suggestions.count', { count: suggestionCount })
          : ''}
      </p>
    </form>
  );
}
