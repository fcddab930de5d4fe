/** The toaster mounts at the first key or pointer press, or this long after the load event. */
const MOUNT_AFTER_LOAD_MS = 4_000;
/** The longest wait between two tries to download the toaster's code. */
const MAX_RETRY_MS = 30_000;

let sonner: Promise<typeof import('sonner')> | undefined;

/**
 * sonner's code, downloaded once. A download that fails (the server unreachable before the
 * toaster was needed) is tried again, further apart each time, instead of failing the page;
 * the toasts shown meanwhile wait for it.
 */
export function loadSonner(): Promise<typeof import('sonner')> {
  sonner ??= (async () => {
    for (let wait = 1_000; ; wait = Math.min(wait * 2, MAX_RETRY_MS)) {
      try {
        return await import('sonner');
      } catch {
        await new Promise((resolve) => window.setTimeout(resolve, wait));
      }
    }
  })();
  return sonner;
}

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toaster (components/ui/app-toaster.tsx) now, as a toast is shown. */
export function mountToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, mountToaster, { once: true, capture: true });
  }
  const later = () => window.setTimeout(mountToaster, MOUNT_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

export function subscribeToToasterMount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterMounted(): boolean {
  return wanted;
}
