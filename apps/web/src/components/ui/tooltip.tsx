import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** The least room kept between a tooltip and the sides of the screen, in px. */
const EDGE_MARGIN = 8;

type TooltipProps = {
  /** The tooltip text; it also describes the trigger for screen readers. */
  content: string;
  /** The trigger's visible content (e.g. an icon). */
  children: ReactNode;
  /** The trigger's accessible name. */
  label: string;
};

/**
 * A small tooltip on a focusable trigger: shown on hover and on keyboard focus, hidden with Escape,
 * and it stays while the pointer moves onto it (WCAG 1.4.13). Centred above its trigger, it wraps
 * and moves aside to stay inside the screen (a phone's 320 px too): never wider than the page.
 */
export function Tooltip({ content, children, label }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const tipRef = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const tip = tipRef.current;
    if (!open || !tip) return;
    tip.style.left = '50%';
    const { left, right } = tip.getBoundingClientRect();
    const screenWidth = document.documentElement.clientWidth;
    let shift = 0;
    if (left < EDGE_MARGIN) shift = EDGE_MARGIN - left;
    else if (right > screenWidth - EDGE_MARGIN) shift = screenWidth - EDGE_MARGIN - right;
    tip.style.left = `calc(50% + ${String(shift)}px)`;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <span
      className="relative inline-flex"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className="inline-flex cursor-help items-center justify-center rounded-full"
      >
        {children}
      </button>
      <span
        ref={tipRef}
        id={id}
        role="tooltip"
        className={`absolute bottom-full left-1/2 z-20 mb-2 w-max max-w-[min(16rem,calc(100vw-1rem))] -translate-x-1/2 rounded-md bg-neutral-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg ${open ? 'block' : 'hidden'}`}
      >
        {content}
      </span>
    </span>
  );
}
