/**
 * Translation files per feature (public/locales/{lng}/{ns}.json), all loaded at start.
 * `translation` holds the shell, the storefront and the server's `messages`.
 */
export const NAMESPACES = ['translation', 'accounts', 'dashboard', 'admin', 'contact'] as const;
