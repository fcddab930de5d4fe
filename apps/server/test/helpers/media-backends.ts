import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';

/** Where a test app keeps its media: each media test runs on both. */
export const MEDIA_BACKENDS = ['local disk', 'S3 (s3rver)'] as const;
export type MediaBackend = (typeof MEDIA_BACKENDS)[number];

export interface RunningS3rver {
  /** The S3_* variables that point the server at this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port, its objects in a fresh temp folder. */
export async function startS3rver(bucket = 'curio-media'): Promise<RunningS3rver> {
  const directory = mkdtempSync(join(tmpdir(), 'curio-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    // s3rver's own credentials; it checks every request's signature against them.
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The statuses of media URLs as a browser would fetch them: 200 while stored, 404 once gone. */
export async function mediaStatuses(app: FastifyInstance, urls: string[]): Promise<number[]> {
  // A browser asks a few at a time; a thousand at once only measures how busy the machine is.
  const statuses: number[] = [];
  for (let at = 0; at < urls.length; at += 16) {
    const replies = await Promise.all(
      urls.slice(at, at + 16).map((url) => app.inject({ method: 'GET', url })),
    );
    statuses.push(...replies.map((reply) => reply.statusCode));
  }
  return statuses;
}

/** The bytes served at a media URL (the test fails unless it is served). */
export async function mediaBytes(app: FastifyInstance, url: string): Promise<Buffer> {
  const reply = await app.inject({ method: 'GET', url });
  if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode}`);
  return reply.rawPayload;
}
