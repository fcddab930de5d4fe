import type { LucideIcon } from 'lucide-react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabDefinition<K extends string> = {
  id: K;
  label: string;
  icon?: LucideIcon;
  /** A short extra text after the label (the unread count of the inbox). */
  badge?: ReactNode;
};

type TabsProps<K extends string> = {
  label: string;
  tabs: TabDefinition<K>[];
  value: K;
  onChange: (value: K) => void;
  children: ReactNode;
};

/**
 * An ARIA tab list (WAI-ARIA Authoring Practices "Tabs", automatic activation): click or arrow
 * keys, Home and End switch tabs; only the selected tab is in the Tab order; one panel is shown.
 */
export function Tabs<K extends string>({ label, tabs, value, onChange, children }: TabsProps<K>) {
  const baseId = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (id: K) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const select = (id: K) => {
    onChange(id);
    buttons.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === value);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = target === null ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    select(tab.id);
  };

  return (
    <div>
      {/* Relative: the badge's screen-reader text (absolutely placed) scrolls with the tabs. */}
      <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <div
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="inline-flex min-w-max gap-1 rounded-xl border border-neutral-200 bg-white p-1 shadow-sm"
        >
          {tabs.map(({ id, label: tabLabel, icon: Icon, badge }) => {
            const selected = id === value;
            return (
              <button
                key={id}
                ref={(element) => {
                  if (element) buttons.current.set(id, element);
                  else buttons.current.delete(id);
                }}
                type="button"
                role="tab"
                id={tabId(id)}
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(id)}
                className={`inline-flex min-h-10 items-center gap-2 rounded-lg px-3.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                  selected
                    ? 'bg-indigo-700 text-white shadow-sm'
                    : 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900'
                }`}
              >
                {Icon && <Icon aria-hidden="true" className="size-4" />}
                {tabLabel}
                {badge}
              </button>
            );
          })}
        </div>
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className="mt-6 rounded-2xl outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
