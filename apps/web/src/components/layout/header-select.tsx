import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useEarlyInput } from '@/hooks/use-early-input';

type HeaderSelectProps = {
  icon: LucideIcon;
  /** Read by screen readers; the icon stands for it on screen. */
  label: string;
  value: string;
  /** The field's name when its form is sent without JavaScript. */
  name?: string;
  options: readonly { value: string; label: string; lang?: string }[];
  onChange: (value: string) => void;
  className?: string;
};

/** A setting of the header (language, theme): an icon-labelled select, full width in the menu. */
export function HeaderSelect({
  icon: Icon,
  label,
  value,
  name,
  options,
  onChange,
  className = '',
}: HeaderSelectProps) {
  const id = useId();
  const selectRef = useEarlyInput<HTMLSelectElement>(onChange);
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="flex items-center text-neutral-600">
        <Icon aria-hidden="true" className="size-5" />
        <span className="sr-only">{label}</span>
      </label>
      <select
        ref={selectRef}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 lg:min-h-9 lg:w-auto lg:py-1.5"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
