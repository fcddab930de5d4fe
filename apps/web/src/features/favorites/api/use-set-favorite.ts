import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServerText } from '@/hooks/use-server-text';
import { useSessionToken } from '@/hooks/use-session-token';
import { setFavoriteOptions } from './set-favorite';

/** Adds or removes a favourite of the session's user (set-favorite.ts), with its pending state. */
export function useSetFavorite() {
  const { t } = useTranslation('dashboard');
  const translateServer = useServerText();
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation(setFavoriteOptions(queryClient, token, { t, translateServer }));
}
