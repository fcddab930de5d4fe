import { useCurrentUser } from '@/features/session/api/get-current-user';

/** The id of the notice that says why the product actions are off (for `aria-describedby`). */
export const FROZEN_NOTICE_ID = 'frozen-seller-notice';

/** Whether the signed-in account is frozen: it may look at its products, not change them. */
export function useFrozenSeller(): boolean {
  return useCurrentUser().data?.frozen === true;
}
