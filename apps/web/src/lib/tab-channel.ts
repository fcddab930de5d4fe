export type TabChannel = { post: (message: unknown) => void };

/**
 * A BroadcastChannel to this site's other tabs and windows (the same origin only): what one tab
 * posts, the others receive in `onMessage`, not the tab itself. Where there is none (the server,
 * an old browser), posting does nothing.
 */
export function openTabChannel(name: string, onMessage: (data: unknown) => void): TabChannel {
  if (typeof BroadcastChannel !== 'function') return { post: () => undefined };
  const channel = new BroadcastChannel(name);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => onMessage(event.data));
  // Node (unit tests) would otherwise keep running for an open channel.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        // A closed channel only loses the message.
      }
    },
  };
}
