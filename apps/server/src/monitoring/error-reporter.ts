import { randomUUID } from 'node:crypto';
import { parseDsn, type Dsn } from './dsn';

/** The spec's settings: every event is sampled; up to 20 wait while one is being sent. */
const SAMPLE_RATE = 1;
const BUFFER_SIZE = 20;

export interface ErrorReporter {
  capture(error: unknown, context?: Record<string, string>): void;
  /** Resolves when everything queued has been sent (or dropped). */
  flush(): Promise<void>;
}

/** Reports nothing: what runs when no DSN is configured, so nothing leaves the machine. */
export const silentReporter: ErrorReporter = {
  capture: () => undefined,
  flush: () => Promise.resolve(),
};

function exceptionOf(error: unknown) {
  const err = error instanceof Error ? error : new Error(String(error));
  const frames = (err.stack ?? '')
    .split('\n')
    .slice(1, 30)
    .map((line) => ({ function: line.trim().replace(/^at /, '') }))
    .reverse();
  return { type: err.name, value: err.message, stacktrace: { frames } };
}

/** Sends events to a Sentry-protocol endpoint as envelopes, one at a time, buffering up to 20. */
export class EnvelopeReporter implements ErrorReporter {
  private readonly dsn: Dsn;
  private readonly queue: string[] = [];
  private sending: Promise<void> | undefined;

  constructor(
    dsn: string,
    private readonly environment: string,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.dsn = parseDsn(dsn);
  }

  capture(error: unknown, context: Record<string, string> = {}): void {
    if (Math.random() >= SAMPLE_RATE) return;
    if (this.queue.length >= BUFFER_SIZE) return;
    const eventId = randomUUID().replaceAll('-', '');
    const event = {
      event_id: eventId,
      timestamp: Date.now() / 1000,
      platform: 'node',
      level: 'error',
      environment: this.environment,
      server_name: 'curio',
      tags: context,
      exception: { values: [exceptionOf(error)] },
    };
    const envelope = [
      JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn: this.dsn.raw }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify(event),
    ].join('\n');
    this.queue.push(envelope);
    this.sending ??= this.drain();
  }

  private async drain(): Promise<void> {
    for (let envelope = this.queue.shift(); envelope; envelope = this.queue.shift()) {
      await sendEnvelope(this.dsn, envelope).catch(this.onError);
    }
    this.sending = undefined;
  }

  async flush(): Promise<void> {
    await this.sending;
  }
}

export async function sendEnvelope(dsn: Dsn, envelope: string): Promise<void> {
  const res = await fetch(dsn.envelopeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-sentry-envelope' },
    body: envelope,
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`Error report refused: ${res.status}`);
}
