import type { ComponentProps } from 'react';
/* eslint-disable no-restricted-imports -- the one place that may use React Router's own links */
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  type NavigateProps,
} from 'react-router';
/* eslint-enable no-restricted-imports */
import { localisedTo, useAddressLanguage } from '@/lib/language-navigation';

/**
 * React Router's `Link`, `NavLink` and `Navigate`, to the page in the current address's language
 * (decision 021): `/products/12` on a German page leads to `/de/products/12`. Use these, never
 * React Router's own (eslint.config.js).
 */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  const language = useAddressLanguage();
  return <RouterLink to={localisedTo(to, language)} {...props} />;
}

/** `NavLink` in the current language: active when its localised address is the current one. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  const language = useAddressLanguage();
  return <RouterNavLink to={localisedTo(to, language)} {...props} />;
}

/** `Navigate` in the current language. */
export function Navigate({ to, ...props }: NavigateProps) {
  const language = useAddressLanguage();
  return <RouterNavigate to={localisedTo(to, language)} {...props} />;
}
