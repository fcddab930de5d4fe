/** A small outlined button for the actions of a list row. */
export const rowButtonClassName =
  'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-lg border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium text-neutral-800 transition-colors hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-50';

/** The same, for deleting. */
export const rowDangerButtonClassName =
  'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-medium text-red-700 transition-colors hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50';

/** Text inputs and selects of the admin forms. */
export const inputClassName =
  'block h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 placeholder:text-neutral-500 hover:border-neutral-400 aria-invalid:border-red-600 disabled:bg-neutral-100';
