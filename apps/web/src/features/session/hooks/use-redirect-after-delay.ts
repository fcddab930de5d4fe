import { LIMITS } from '@curio/shared';
import { useEffect } from 'react';
import { useNavigate } from '@/lib/language-navigation';

export type RedirectTarget = { to: string; replace?: boolean; state?: unknown };

/**
 * Goes to `target` once it is set, after the spec's 1 second (sign-in, sign-up and Google sign-in,
 * accounts-and-admin §9). Keep the target in state: a new object restarts the wait.
 */
export function useRedirectAfterDelay(target: RedirectTarget | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => {
      void navigate(target.to, { replace: target.replace ?? false, state: target.state });
    }, LIMITS.redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [target, navigate]);
}
