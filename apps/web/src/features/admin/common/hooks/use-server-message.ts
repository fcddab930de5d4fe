import { useCallback } from 'react';
import { useServerText } from '@/hooks/use-server-text';
import { explainedError } from '@/lib/api-client';

/**
 * Turns a failed call into the text to show: the server's message in the current language when
 * it explained the failure (409 "in use", self-protection, validation), else `fallback`.
 */
export function useServerMessage(): (error: unknown, fallback: string) => string {
  const serverText = useServerText();
  return useCallback(
    (error, fallback) => {
      const explained = explainedError(error);
      // A bare 'An unexpected error occurred' says less than the action's own failure text.
      return explained && explained.code !== 'unexpectedError' ? serverText(explained) : fallback;
    },
    [serverText],
  );
}
