import type { Site } from '@curio/shared';

/** The spec's settings: every event is sampled; up to 20 wait to be sent. */
const SAMPLE_RATE = 1;
const BUFFER_SIZE = 20;
const TUNNEL = '/api/monitoring';

let enabled = false;
const queue: string[] = [];
let sending = false;

function envelopeFor(error: unknown, context: Record<string, string>): string {
  const err = error instanceof Error ? error : new Error(String(error));
  const eventId = crypto.randomUUID().replaceAll('-', '');
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    request: { url: window.location.href },
    tags: context,
    exception: {
      values: [{ type: err.name, value: err.message, stacktrace: { frames: stackFrames(err) } }],
    },
  };
  // The server addresses the envelope to its configured DSN (the browser does not know it).
  return [
    JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

function stackFrames(err: Error) {
  return (err.stack ?? '')
    .split('\n')
    .slice(1, 30)
    .map((line) => ({ function: line.trim() }))
    .reverse();
}

async function drain() {
  if (sending) return;
  sending = true;
  for (let envelope = queue.shift(); envelope; envelope = queue.shift()) {
    try {
      await fetch(TUNNEL, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: envelope,
        keepalive: true,
      });
    } catch {
      // Offline or refused: the report is dropped rather than retried forever.
    }
  }
  sending = false;
}

/** Queues an error report when reporting is on (the server has WEB_SENTRY_DSN); a no-op otherwise. */
export function reportError(error: unknown, context: Record<string, string> = {}): void {
  if (!enabled || Math.random() >= SAMPLE_RATE || queue.length >= BUFFER_SIZE) return;
  queue.push(envelopeFor(error, context));
  void drain();
}

/** Asks the server whether to report, and if so reports uncaught errors and rejections. */
export async function startErrorReporting(): Promise<void> {
  try {
    const res = await fetch('/api/site');
    enabled = res.ok && ((await res.json()) as Partial<Site>).errorReporting === true;
  } catch {
    enabled = false;
  }
  if (!enabled) return;
  window.addEventListener('error', (event) => {
    reportError(event.error ?? event.message, { source: 'window.onerror' });
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportError(event.reason, { source: 'unhandledrejection' });
  });
}

/** For tests: forget the state between cases. */
export function resetErrorReporting(on = false): void {
  enabled = on;
  queue.length = 0;
  sending = false;
}
