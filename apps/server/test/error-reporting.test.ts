import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EnvelopeReporter } from '../src/monitoring/error-reporter';
import { startHttpSink } from './helpers/http-sink';
import { createTestApp, type TestApp } from './helpers/test-app';

let sink: Awaited<ReturnType<typeof startHttpSink>>;
beforeAll(async () => {
  sink = await startHttpSink();
});
afterAll(() => sink.stop());

function parseEnvelope(body: string) {
  const [header, item, payload] = body.split('\n');
  return {
    header: JSON.parse(header ?? '{}') as Record<string, unknown>,
    item: JSON.parse(item ?? '{}') as Record<string, unknown>,
    event: JSON.parse(payload ?? '{}') as {
      exception: { values: { type: string; value: string }[] };
    },
  };
}

describe('server errors', () => {
  it('reach the DSN as a Sentry envelope when SENTRY_DSN is set; the client sees no detail', async () => {
    const dsn = `${sink.origin.replace('http://', 'http://publickey@')}/7`;
    const t = await createTestApp({ SENTRY_DSN: dsn });
    try {
      await t.database.close(); // the database goes away: the next query fails with a 500
      const res = await t.app.inject({ method: 'GET', url: '/api/products' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({
        status: 500,
        code: 'unexpectedError',
        message: 'An unexpected error occurred',
      });
      expect(res.body).not.toMatch(/pglite|stack|at /i);
      await vi.waitFor(() =>
        expect(sink.received.some((r) => r.url.startsWith('/api/7/envelope/'))).toBe(true),
      );
      const report = sink.received.find((r) => r.url.startsWith('/api/7/envelope/'));
      expect(report?.url).toContain('sentry_key=publickey');
      const { header, item, event } = parseEnvelope(report?.body ?? '');
      expect(header.dsn).toBe(dsn);
      expect(item).toEqual({ type: 'event' });
      expect(event.exception.values[0]?.value).toBeTruthy();
    } finally {
      await t.app.close();
    }
  });

  it('keeps at most 20 waiting reports', async () => {
    const slow = new EnvelopeReporter('http://k@127.0.0.1:9/1', 'test');
    for (let i = 0; i < 50; i++) slow.capture(new Error(`boom ${i}`));
    // One is being sent, 20 wait; the other 29 were dropped rather than piling up.
    expect((slow as unknown as { queue: string[] }).queue.length).toBeLessThanOrEqual(20);
    await slow.flush();
  });
});

describe('web app errors through POST /api/monitoring', () => {
  let t: TestApp;
  const webDsn = () => `${sink.origin.replace('http://', 'http://webkey@')}/9`;
  beforeAll(async () => {
    t = await createTestApp({ WEB_SENTRY_DSN: webDsn() });
  });
  afterAll(() => t.close());

  it('tells the web app that reporting is on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/site' })).json()).toMatchObject({
      errorReporting: true,
    });
  });

  it('forwards an envelope addressed to the web DSN', async () => {
    const envelope = [
      JSON.stringify({ event_id: 'abc', dsn: webDsn() }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ message: 'TypeError in the browser' }),
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/monitoring',
      headers: { 'content-type': 'text/plain' },
      payload: envelope,
    });
    expect(res.statusCode).toBe(202);
    await vi.waitFor(() =>
      expect(sink.received.some((r) => r.url.startsWith('/api/9/envelope/'))).toBe(true),
    );
    const forwarded = sink.received.find((r) => r.url.startsWith('/api/9/envelope/'))?.body ?? '';
    const [header, ...items] = forwarded.split('\n');
    expect(JSON.parse(header ?? '{}')).toEqual({ event_id: 'abc', dsn: webDsn() });
    expect(items).toEqual(envelope.split('\n').slice(1));
  });

  it('addresses an envelope that came without a DSN', async () => {
    const before = sink.received.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/monitoring',
      headers: { 'content-type': 'text/plain' },
      payload: `${JSON.stringify({ event_id: 'def' })}\n{"type":"event"}\n{"message":"x"}`,
    });
    expect(res.statusCode).toBe(202);
    await vi.waitFor(() => expect(sink.received.length).toBeGreaterThan(before));
    const header = JSON.parse(sink.received.at(-1)?.body.split('\n')[0] ?? '{}') as {
      dsn: string;
      event_id: string;
    };
    expect(header).toEqual({ event_id: 'def', dsn: webDsn() });
  });

  it('refuses an envelope for another DSN (no open relay)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/monitoring',
      headers: { 'content-type': 'text/plain' },
      payload: `${JSON.stringify({ dsn: 'https://x@evil.example/1' })}\n{}\n{}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('does not exist when no web DSN is configured', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/monitoring',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
