import { useEffect, useRef } from 'react';
import { serverIsBack } from '@/lib/server-health';

/** Waits between two checks of the server: 2 s, 4 s, 8 s… up to 30 s. */
function probeDelay(attempt: number): number {
  return Math.min(2_000 * 2 ** attempt, 30_000);
}

/**
 * While mounted, checks whether the server answers again — with backoff, and at once when the
 * browser is back online or the tab gets the focus — and calls `onBack` each time it does.
 */
export function useRecoveryProbe(onBack: () => unknown): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });

  useEffect(() => {
    let attempt = 0;
    let timer: number | undefined;
    let running = false;
    let stopped = false;
    // A function, not the variable: the component may unmount while a check is under way.
    const active = () => !stopped;

    const probe = async () => {
      if (running || !active()) return;
      running = true;
      window.clearTimeout(timer);
      try {
        if ((await serverIsBack()) && active()) await latest.current();
      } finally {
        running = false;
      }
      if (active()) timer = window.setTimeout(() => void probe(), probeDelay(attempt++));
    };
    const probeNow = () => void probe();

    timer = window.setTimeout(probeNow, probeDelay(attempt++));
    window.addEventListener('online', probeNow);
    window.addEventListener('focus', probeNow);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', probeNow);
      window.removeEventListener('focus', probeNow);
    };
  }, []);
}
