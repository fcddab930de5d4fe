/**
 * Translation files per feature (public/locales/{lng}/{ns}.json): `translation` (the shell, the
 * storefront and the server's `messages`) at start, the others with the first page that uses
 * them (its route's handle) or when a component first asks for one (useTranslation(ns)).
 */
export const NAMESPACES = ['translation', 'accounts', 'dashboard', 'admin', 'contact'] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * A route's `handle` naming the translation files its page uses besides `translation`. The
 * browser loads those of the first page with the shell's before it takes the page over
 * (app/entry.client.tsx): taking it over then never stops to wait for a file.
 */
export type TranslationsHandle = { i18n: readonly Namespace[] };

/** The attribute of `<html>` naming the first page's translation files (app/root.tsx). */
export const PAGE_NAMESPACES_ATTRIBUTE = 'data-i18n-namespaces';

/** The translation files a route's `handle` names (none when it names none). */
export function namespacesOf(handle: unknown): Namespace[] {
  if (typeof handle !== 'object' || handle === null || !('i18n' in handle)) return [];
  const { i18n } = handle;
  if (!Array.isArray(i18n)) return [];
  return NAMESPACES.filter((namespace) => i18n.includes(namespace));
}
