/** The toaster mounts at the first key or pointer press, or this long after the load event. */
const MOUNT_AFTER_LOAD_MS = 4_000;

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
