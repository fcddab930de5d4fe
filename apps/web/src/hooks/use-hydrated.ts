import { startTransition, useEffect, useState } from 'react';

/** Whether the app has taken the page over; components mounted later start from it. */
let appHydrated = false;

/** Called once the frame has taken the first page over (components/layout/app-layout.tsx). */
export function markAppHydrated(): void {
  appHydrated = true;
}

/**
 * False on the server and while the browser takes a server-rendered page over (hydration); true
 * from then on. What only the browser knows (the session, stored preferences) renders after it,
 * so that the first render matches the server's markup. The change is a transition, rendered in
 * slices between the browser's other work: a `useSyncExternalStore` snapshot that differs after
 * hydration is rendered again at once instead, in one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
