import { useEffect, useId, useState, type ReactNode } from 'react';

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
 * and it stays while the pointer moves onto it (WCAG 1.4.13).
 */
export function Tooltip({ content, children, label }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);

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
        id={id}
        role="tooltip"
        className={`absolute bottom-full left-1/2 z-20 mb-2 -translate-x-1/2 rounded-md bg-neutral-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-lg ${open ? 'block' : 'hidden'}`}
      >
        {content}
      </span>
    </span>
  );
}
