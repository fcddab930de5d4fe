import { gzipSync } from 'node:zlib';

/** Bytes as gzip -9 sends them: what a CDN would send of a script. */
export const gzipped = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length;

/** Bytes in KiB, to one decimal. */
export const kib = (bytes: number): number => Number((bytes / 1024).toFixed(1));
