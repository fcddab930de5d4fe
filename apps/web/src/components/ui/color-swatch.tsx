import { isDarkColor, swatchHex } from '@curio/shared';
import { Check } from 'lucide-react';

type ColorSwatchProps = {
  /** A colour name; its swatch is the name's hex code, black when it has none (storefront §2). */
  name: string;
  size?: 'sm' | 'md';
  selected?: boolean;
};

const sizes = { sm: 'size-5', md: 'size-8' } as const;

/** A round, decorative colour sample; the name next to it (or a label) carries the meaning. */
export function ColorSwatch({ name, size = 'md', selected = false }: ColorSwatchProps) {
  const hex = swatchHex(name);
  const dark = isDarkColor(hex);
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: hex }}
      className={`inline-flex shrink-0 items-center justify-center rounded-full ring-1 ring-black/15 ring-inset ${sizes[size]}`}
    >
      {selected && (
        <Check strokeWidth={3} className={`size-4 ${dark ? 'text-white' : 'text-neutral-900'}`} />
      )}
    </span>
  );
}
