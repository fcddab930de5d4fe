const VISITOR_KEY = 'curio.visitor';
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * This browser's random visitor id for the statistics, created once and kept in local storage (no
 * cookie): it lets the server count one view per product and visitor. Undefined when the browser
 * keeps nothing (private mode, storage disabled): the view is then not counted.
 */
export function visitorId(): string | undefined {
  try {
    const stored = localStorage.getItem(VISITOR_KEY);
    if (stored && VALID.test(stored)) return stored;
    const fresh = crypto.randomUUID().replaceAll('-', '');
    localStorage.setItem(VISITOR_KEY, fresh);
    return fresh;
  } catch {
    return undefined;
  }
}
