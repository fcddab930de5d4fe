import { isDarkColor, swatchHex } from '@curio/shared';

type ColorLetterSwatchProps = { name: string; size?: 'sm' | 'md' | 'lg' };

const sizes = {
  sm: 'size-7 text-xs',
  md: 'size-10 text-base',
  lg: 'size-14 text-xl',
} as const;

/**
 * A colour's swatch with the first letter of its name in uppercase, in white on dark colours and
 * in near-black on light ones (accounts-and-admin §2). Decorative: the name is written next to it.
 */
export function ColorLetterSwatch({ name, size = 'md' }: ColorLetterSwatchProps) {
  const hex = swatchHex(name);
  const dark = isDarkColor(hex);
  return (
    <span
      aria-hidden="true"
      data-testid="color-letter-swatch"
      style={{ backgroundColor: hex, color: dark ? '#ffffff' : '#171717' }}
      className={`inline-flex shrink-0 items-center justify-center rounded-xl font-bold ring-1 ring-black/10 ring-inset ${sizes[size]}`}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
