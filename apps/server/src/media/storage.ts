import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** Where media bytes live: local disk (LocalDiskStorage) or an S3-compatible bucket (s3-storage.ts). */
export interface MediaStorage {
  put(path: string, bytes: Buffer): Promise<void>;
  exists(path: string): Promise<boolean>;
  remove(path: string): Promise<void>;
  /** Leftovers of writes a killed process never finished, older than `minAgeMs`: how many went. */
  removeTemporaryFiles(minAgeMs: number): Promise<number>;
}

/**
 * The storage could not be reached or refused us: the request gets a 503 (the error handler reads
 * `statusCode`), as for a database that does not answer.
 */
export class MediaStorageUnavailable extends Error {
  readonly statusCode = 503;
}

/** What a conditional GET of a stored object answers. */
export type MediaObject =
  | {
      modified: true;
      body: Readable;
      contentType: string;
      contentLength: number | undefined;
      etag: string | undefined;
      lastModified: Date | undefined;
    }
  | { modified: false; etag: string | undefined; lastModified: Date | undefined };

export interface ReadConditions {
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
}

/** Storage on another server (an S3 bucket): checked at start, read by media-routes, closed. */
export interface RemoteMediaStorage extends MediaStorage {
  check(): Promise<void>;
  /** The object, or that the client's copy is current (304), or undefined when there is none. */
  read(path: string, conditions: ReadConditions): Promise<MediaObject | undefined>;
  close(): void;
}

export const isRemote = (storage: MediaStorage): storage is RemoteMediaStorage => 'read' in storage;

/** Our own paths only (`products/<key>-600.webp`): no empty or dot segments, nothing to escape. */
const SAFE_PATH = /^[a-z0-9]+(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;

export const isSafeMediaPath = (path: string) =>
  path.length <= 200 && SAFE_PATH.test(path) && !path.includes('..');

/** Media are content-addressed: a URL never changes what it shows, so it is cached for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp' };

export function mediaContentType(path: string): string {
  return CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

const TEMPORARY_SUFFIX = '.tmp';

export class LocalDiskStorage implements MediaStorage {
  constructor(readonly root: string) {}

  private resolve(path: string): string {
    const full = normalize(join(this.root, path));
    if (!full.startsWith(normalize(this.root) + sep)) throw new Error(`Bad media path: ${path}`);
    return full;
  }

  async put(path: string, bytes: Buffer): Promise<void> {
    const full = this.resolve(path);
    await mkdir(dirname(full), { recursive: true });
    // Write then rename, so a crash never leaves a half-written file under the final name.
    const temporary = `${full}.${process.pid}.${randomBytes(4).toString('hex')}${TEMPORARY_SUFFIX}`;
    await writeFile(temporary, bytes);
    await rename(temporary, full);
  }

  async exists(path: string): Promise<boolean> {
    try {
      await stat(this.resolve(path));
      return true;
    } catch {
      return false;
    }
  }

  async remove(path: string): Promise<void> {
    await rm(this.resolve(path), { force: true });
  }

  /**
   * Removes half-written files older than `minAgeMs` (left by a process killed while writing; no
   * write takes that long, so another instance's write in progress is left alone). Answers how many.
   */
  async removeTemporaryFiles(minAgeMs: number): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.root, { recursive: true });
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names.filter((n) => n.endsWith(TEMPORARY_SUFFIX))) {
      const full = join(this.root, name);
      const written = await stat(full).then(
        (s) => s.mtimeMs,
        () => undefined,
      );
      if (written === undefined || Date.now() - written < minAgeMs) continue;
      await rm(full, { force: true });
      removed += 1;
    }
    return removed;
  }
}
