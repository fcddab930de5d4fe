/**
 * Dark mode before the first paint (src/lib/theme.ts keeps it applied afterwards; keep the storage
 * key and values in step). Allowed by the CSP by its sha256 (apps/server http/security-headers).
 */
export const THEME_SCRIPT = `try {
  var theme = localStorage.getItem('theme');
  if (theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches))
    document.documentElement.classList.add('dark');
} catch (error) {}`;
