/** A button for destructive actions, in the shape of the app's buttons (components/ui). */
export const dangerButtonClassName =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';
