/** The 7 colours of the agent pie, used in rotation (accounts-and-admin §9 "Agent pie"). */
export const PIE_COLORS = [
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
