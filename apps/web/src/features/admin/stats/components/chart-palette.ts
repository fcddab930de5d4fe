/** The 7 colours of the agent pie, used in rotation (accounts-and-admin §9 "Agent pie"). */
const PIE_COLORS = [
  '#4f46e5',
  '#0891b2',
  '#16a34a',
  '#d97706',
  '#dc2626',
  '#9333ea',
  '#db2777',
] as const;

export const pieColor = (index: number): string =>
  PIE_COLORS[index % PIE_COLORS.length] ?? '#4f46e5';

/**
 * Chart ink from the theme's variables (styles/dark-theme.css), so charts follow dark mode. The
 * charts are hidden from screen readers (their numbers are also given as text): recharts'
 * keyboard layer is turned off (`accessibilityLayer={false}`, and the pie's
 * `rootTabIndex={-1}`), so nothing hidden takes focus.
 */
export const CHART_INK = {
  text: 'var(--color-neutral-700)',
  grid: 'var(--color-neutral-200)',
  surface: 'var(--color-white)',
} as const;

export const CHART_TOOLTIP_STYLE = {
  backgroundColor: CHART_INK.surface,
  borderColor: CHART_INK.grid,
  color: 'var(--color-neutral-900)',
} as const;
