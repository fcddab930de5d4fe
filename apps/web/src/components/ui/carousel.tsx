import { LIMITS } from '@curio/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type CarouselProps = {
  title: string;
  /** `<li>` items; each carousel item is 208 px wide so one step (224 px) moves by one card. */
  children: ReactNode;
  className?: string;
};

/** Width of one carousel item: a step of 224 px minus the 16 px gap. */
export const CAROUSEL_ITEM_CLASS = 'w-52 shrink-0 snap-start';

const arrowStyle =
  'inline-flex size-10 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-800 shadow-sm transition-colors hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white';

/**
 * A titled horizontal scroller with previous and next buttons that scroll by one step
 * (storefront §9: 224 px). Scrolling by touch, trackpad or keyboard (Tab through the cards) works too.
 */
export function Carousel({ title, children, className = '' }: CarouselProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const left = Math.abs(list.scrollLeft);
    setEdges({ start: left <= 1, end: left + list.clientWidth >= list.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, children]);

  const scroll = (direction: 1 | -1) => {
    const rtl = listRef.current && getComputedStyle(listRef.current).direction === 'rtl';
    listRef.current?.scrollBy({
      left: direction * (rtl ? -1 : 1) * LIMITS.carouselScrollStep,
      behavior: 'smooth',
    });
  };

  return (
    <section
      aria-labelledby={titleId}
      aria-roledescription={t('carousel.role')}
      className={className}
    >
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold tracking-tight text-neutral-900">
          {title}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => scroll(-1)}
            disabled={edges.start}
            aria-controls={listId}
            aria-label={t('carousel.previous')}
            className={arrowStyle}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => scroll(1)}
            disabled={edges.end}
            aria-controls={listId}
            aria-label={t('carousel.next')}
            className={arrowStyle}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      {/* scroll-px-1 puts the first card's snap position at 0, as the list starts: without it,
          snapping scrolled the list by the padding on load, and Chrome stops measuring the
          largest contentful paint at the first scroll (the product page had none). */}
      <ul
        id={listId}
        ref={listRef}
        onScroll={measure}
        className="relative -mx-1 flex snap-x snap-mandatory scroll-px-1 gap-4 overflow-x-auto scroll-smooth px-1 pt-1 pb-3 [scrollbar-width:thin]"
      >
        {children}
      </ul>
    </section>
  );
}
