/**
 * Replies the server put in the page's HTML for its first API requests (apps/server
 * web/first-paint.ts): each is used once, by the first GET of exactly that path, so the first
 * paint does not wait for a round trip. Later requests go to the server as usual.
 */
let replies: Map<string, unknown> | undefined;

function load(): Map<string, unknown> {
  if (replies) return replies;
  replies = new Map();
  const element =
    typeof document === 'undefined' ? null : document.getElementById('curio-initial-data');
  if (!element?.textContent) return replies;
  try {
    const parsed = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const [path, reply] of Object.entries(parsed)) replies.set(path, reply);
  } catch {
    // A broken block only means asking the server.
  }
  element.remove();
  return replies;
}

let source: () => Map<string, unknown> | undefined = load;

/**
 * Where the replies come from instead of the document: the server-rendering entry gives each
 * render its own (src/entry-server.tsx).
 */
export function setInitialReplySource(next: () => Map<string, unknown> | undefined): void {
  source = next;
}

/** The reply given in the HTML for this GET path, once; undefined when there is none. */
export function takeInitialReply(path: string): unknown {
  const all = source();
  if (!all?.has(path)) return undefined;
  const reply = all.get(path);
  all.delete(path);
  return reply;
}
