import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { MEDIA_CACHE_CONTROL, mediaContentType, type MediaStorage } from './storage';

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

/**
 * The bucket could not be reached or refused us: the request gets a 503 (the error handler reads
 * `statusCode`), as for a database that does not answer.
 */
export class MediaStorageUnavailable extends Error {
  readonly statusCode = 503;
}

/** Our own paths only (`products/<key>-600.webp`): no empty or dot segments, nothing to escape. */
const SAFE_PATH = /^[a-z0-9]+(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;

export const isSafeMediaPath = (path: string) => SAFE_PATH.test(path) && !path.includes('..');

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…). A PUT is atomic, so no reader ever
 * sees half an object and there are no temporary files to sweep.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // Checksums only where S3 requires them: several S3-compatible servers refuse the newer
      // CRC headers the SDK sends by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    });
  }

  private key(path: string): string {
    if (!isSafeMediaPath(path)) throw new Error(`Bad media path: ${path}`);
    return path;
  }

  private async send<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof S3ServiceException && (statusOf(error) ?? 500) < 500) throw error;
      throw new MediaStorageUnavailable(`Media storage unavailable (bucket ${this.bucket})`, {
        cause: error,
      });
    }
  }

  /** Stops start-up with a clear line when the bucket cannot be reached with these credentials. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const reason = error instanceof Error ? error.name : String(error);
      throw new Error(`Media storage: bucket ${this.bucket} cannot be used (${reason})`, {
        cause: error,
      });
    }
  }

  async put(path: string, bytes: Buffer): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.key(path),
      Body: bytes,
      ContentType: mediaContentType(path),
      CacheControl: MEDIA_CACHE_CONTROL,
    });
    await this.send(() => this.client.send(command));
  }

  async exists(path: string): Promise<boolean> {
    const command = new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(path) });
    try {
      await this.send(() => this.client.send(command));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  async remove(path: string): Promise<void> {
    const command = new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(path) });
    await this.send(() => this.client.send(command));
  }

  removeTemporaryFiles(): Promise<number> {
    return Promise.resolve(0);
  }

  /** The object, or that the client's copy is current (304), or undefined when there is none. */
  async read(path: string, conditions: ReadConditions): Promise<MediaObject | undefined> {
    const since = conditions.ifModifiedSince ? new Date(conditions.ifModifiedSince) : undefined;
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.key(path),
      IfNoneMatch: conditions.ifNoneMatch,
      IfModifiedSince: since && !Number.isNaN(since.getTime()) ? since : undefined,
    });
    try {
      const object = await this.send(() => this.client.send(command));
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body');
      return {
        modified: true,
        body: object.Body,
        contentType: object.ContentType ?? mediaContentType(path),
        contentLength: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return undefined;
      if (status === 304) {
        const head = new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(path) });
        const current = await this.send(() => this.client.send(head));
        return { modified: false, etag: current.ETag, lastModified: current.LastModified };
      }
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
