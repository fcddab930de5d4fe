type CategoryChipsProps = {
  /** The product's category names, already in the reader's language. */
  names: string[];
  /** What the chips are, for screen readers ("Categories"). */
  label: string;
  className?: string;
};

/** A product's categories as small chips; nothing when it has none. */
export function CategoryChips({ names, label, className = 'mt-1.5' }: CategoryChipsProps) {
  if (names.length === 0) return null;
  return (
    <p className={`${className} flex flex-wrap gap-1.5`}>
      <span className="sr-only">{label}:</span>
      {names.map((name) => (
        <span
          key={name}
          className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-700"
        >
          {name}
        </span>
      ))}
    </p>
  );
}
