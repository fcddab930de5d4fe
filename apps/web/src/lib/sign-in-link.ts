import { PAGES, pageOf, type PageEntry } from '@curio/shared';
import { paths } from '@/config/paths';
import { usePageAddress } from './language-navigation';
import { safeRedirectPath } from './safe-path';

/** The auth pages that already carry where to go after signing in (`?path=`). */
const PASSING_ON: readonly PageEntry[] = [PAGES.signIn, PAGES.signUp];
/** Pages nobody signs in to come back to. */
const NO_RETURN: readonly PageEntry[] = [PAGES.forgotPassword, PAGES.unauthorized];

/**
 * Where sign-in should lead back to from the page at `pathWithSearch` (without the language
 * segment): that page, or, from sign-in and sign-up, the place they were given. Nothing from a
 * page opened by a one-time link (its token stays out of other addresses), from home or from the
 * pages of NO_RETURN. Only a same-origin path is ever carried.
 */
export function signInReturnPath(pathWithSearch: string): string | undefined {
  const [path = '/', query = ''] = pathWithSearch.split('?', 2);
  const page = pageOf(path);
  let target: string | null = pathWithSearch;
  if (page?.secretInAddress || (page && NO_RETURN.includes(page))) target = null;
  else if (page && PASSING_ON.includes(page)) target = new URLSearchParams(query).get('path');
  const safe = safeRedirectPath(target, '/');
  return safe === '/' ? undefined : safe;
}

/** The sign-in page's address that leads back to the page being shown. */
export function useSignInLink(): string {
  return paths.signIn(signInReturnPath(usePageAddress().pathWithSearch));
}
