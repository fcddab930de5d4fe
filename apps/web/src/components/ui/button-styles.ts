export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-700 text-white hover:bg-indigo-800',
  secondary: 'border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

/** Classes for buttons and for links that look like buttons. */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return `${base} ${variants[variant]}`;
}
