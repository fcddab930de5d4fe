import { ImageOff, Search, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/utils/format-price';
import { useCategoryNames } from '../hooks/use-lookup-names';
import type { SuggestionOption } from '../utils/search-suggestion-options';
import { HighlightedText } from './highlighted-text';

type SearchSuggestionListProps = {
  id: string;
  options: SuggestionOption[];
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
};

/** What one option shows: an icon or thumbnail, the text with its matches marked, a price or count. */
function SuggestionContent({ option }: { option: SuggestionOption }) {
  const { t, i18n } = useTranslation();
  const categoryName = useCategoryNames();
  const language = i18n.resolvedLanguage ?? i18n.language;
  switch (option.kind) {
    case 'search':
      return (
        <>
          <Search aria-hidden="true" className="size-5 shrink-0 text-neutral-500" />
          <span className="truncate">
            {t('search.suggestions.searchFor', { query: option.query })}
          </span>
        </>
      );
    case 'product':
      return (
        <>
          {option.product.imageUrl ? (
            <img
              src={option.product.imageUrl}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
              className="size-10 shrink-0 rounded-md bg-neutral-100 object-cover"
            />
          ) : (
            <ImageOff aria-hidden="true" className="size-10 shrink-0 p-2 text-neutral-400" />
          )}
          <span className="min-w-0 flex-1 truncate">
            <HighlightedText text={option.product.name} highlights={option.product.highlights} />
          </span>
          <span className="shrink-0 font-semibold text-neutral-950">
            {formatPrice(option.product.price, language)}
          </span>
        </>
      );
    case 'category': {
      const { name, highlights } = option.category;
      const shown = categoryName(name);
      return (
        <>
          <Tag aria-hidden="true" className="size-5 shrink-0 text-neutral-500" />
          <span className="min-w-0 flex-1 truncate">
            {/* The server marks the matches in the English name; another language shows unmarked. */}
            {shown === name ? <HighlightedText text={name} highlights={highlights} /> : shown}
          </span>
          <span className="shrink-0 text-neutral-600">
            {t('home.resultCount', { count: option.category.count })}
          </span>
        </>
      );
    }
  }
}

const optionClassName =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-neutral-800';

/**
 * The listbox of the header search's combobox: "Search for …", then products and categories in
 * groups. Focus stays in the text box (aria-activedescendant), so a press never takes it away.
 */
export function SearchSuggestionList({
  id,
  options,
  activeIndex,
  optionId,
  onChoose,
  onHover,
}: SearchSuggestionListProps) {
  const { t } = useTranslation();

  const option = (index: number, content: ReactNode) => {
    const item = options[index];
    if (!item) return null;
    const active = index === activeIndex;
    return (
      <li
        key={index}
        id={optionId(index)}
        role="option"
        aria-selected={active}
        onMouseMove={() => onHover(index)}
        onClick={() => onChoose(item)}
        className={`${optionClassName} ${active ? 'bg-indigo-50 text-neutral-950' : ''}`}
      >
        {content}
      </li>
    );
  };

  const indexed = options.map((item, index) => ({ item, index }));
  const products = indexed.filter(({ item }) => item.kind === 'product');
  const categories = indexed.filter(({ item }) => item.kind === 'category');

  const group = (label: string, items: typeof indexed) =>
    items.length > 0 && (
      <li role="presentation">
        <p
          aria-hidden="true"
          className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-neutral-500 uppercase"
        >
          {label}
        </p>
        <ul role="group" aria-label={label}>
          {items.map(({ item, index }) => option(index, <SuggestionContent option={item} />))}
        </ul>
      </li>
    );

  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('search.suggestions.label')}
      // Pressing in the list (an option, its scroll bar) keeps the focus in the text box.
      onMouseDown={(event) => event.preventDefault()}
      className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-neutral-200 bg-white p-2 shadow-lg"
    >
      {indexed
        .filter(({ item }) => item.kind === 'search')
        .map(({ item, index }) => option(index, <SuggestionContent option={item} />))}
      {group(t('search.suggestions.products'), products)}
      {group(t('search.suggestions.categories'), categories)}
    </ul>
  );
}
