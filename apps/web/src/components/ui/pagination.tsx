import { paginationWindow } from '@curio/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { toSearchString } from '@/utils/query-string';

type PaginationProps = {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  /** The query-string parameter holding the page. */
  param?: string;
};

const itemBase =
  'inline-flex h-10 min-w-9 items-center justify-center rounded-lg px-1.5 text-sm font-semibold transition-colors sm:h-11 sm:min-w-11 sm:px-3';
const linkStyle = `${itemBase} text-neutral-800 hover:bg-neutral-100 hover:text-neutral-950`;
const activeStyle = `${itemBase} bg-indigo-700 text-white shadow-sm`;
const disabledStyle = `${itemBase} cursor-not-allowed text-neutral-400`;

/**
 * Numbered pagination (storefront §2): first and last page, pages within 2 of the current one,
 * ellipses for gaps, previous and next. Every page is a link that keeps the other parameters.
 */
export function Pagination({ page, totalPages, param = 'page' }: PaginationProps) {
  const { t } = useTranslation();
  const location = useLocation();
  if (totalPages <= 1) return null;

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set(param, String(target));
    return { pathname: location.pathname, search: toSearchString(params) };
  };

  const step = (target: number, label: string, content: ReactNode) =>
    target < 1 || target > totalPages ? (
      <span role="link" aria-disabled="true" aria-label={label} className={disabledStyle}>
        {content}
      </span>
    ) : (
      <Link to={hrefFor(target)} aria-label={label} className={linkStyle}>
        {content}
      </Link>
    );

  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>
          {step(
            page - 1,
            t('pagination.previousPage'),
            <>
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{t('pagination.previous')}</span>
            </>,
          )}
        </li>
        {paginationWindow(page, totalPages).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-neutral-600">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.active ? 'page' : undefined}
                className={item.active ? activeStyle : linkStyle}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {step(
            page + 1,
            t('pagination.nextPage'),
            <>
              <span className="hidden sm:inline">{t('pagination.next')}</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </>,
          )}
        </li>
      </ul>
    </nav>
  );
}
