import autocannon from 'autocannon';

/** The q-quantile of sorted values (the nearest rank: an observed value, never interpolated). */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

export interface LoadRequests {
  /** Asked for in turn, one per request. */
  paths: readonly string[];
  /** POST this JSON body instead of a GET. */
  post?: string;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Non-2xx replies, errors and timeouts. */
  failures: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Sends the requests for `seconds` over `connections` connections (at most `overallRate` a second
 * when given) and returns exact percentiles of every response's latency in ms.
 */
export async function runLoad(
  base: string,
  load: LoadRequests,
  seconds: number,
  connections: number,
  overallRate?: number,
): Promise<LoadResult> {
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: 30,
        ...(overallRate ? { overallRate } : {}),
        requests: [
          {
            method: load.post ? 'POST' : 'GET',
            ...(load.post
              ? { body: load.post, headers: { 'content-type': 'application/json' } }
              : {}),
            setupRequest: (request) => {
              const path = load.paths[next++ % load.paths.length] ?? '/';
              return { ...request, path };
            },
          },
        ],
      },
      (error: unknown, output) => {
        if (error) fail(error instanceof Error ? error : new Error('autocannon failed'));
        else done(output);
      },
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: round(latencies.length / result.duration),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? Number.NaN),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
