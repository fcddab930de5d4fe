import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import {
  isSafeMediaPath,
  MEDIA_CACHE_CONTROL,
  mediaContentType,
  MediaStorageUnavailable,
  type MediaObject,
  type ReadConditions,
  type RemoteMediaStorage,
} from './storage';

/** The HTTP status S3 answered with; undefined when no answer came (refused, timed out). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return undefined;
  const metadata = error.$metadata;
  return typeof metadata === 'object' &&
    metadata !== null &&
    'httpStatusCode' in metadata &&
    typeof metadata.httpStatusCode === 'number'
    ? metadata.httpStatusCode
    : undefined;
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…). A PUT is atomic, so no reader ever
 * sees half an object and there are no temporary files to sweep.
 */
class S3MediaStorage implements RemoteMediaStorage {
  private readonly client: S3.S3Client;

  constructor(
    private readonly sdk: typeof S3,
    private readonly bucket: string,
    settings: S3Settings,
  ) {
    this.client = new sdk.S3Client({
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

  /**
   * Anything but "no such object" (404) or "not modified" (304), which the callers answer, is the
   * bucket failing us (no answer, 5xx, credentials refused): MediaStorageUnavailable, a 503.
   */
  private async call<T>(operation: (client: S3.S3Client) => Promise<T>): Promise<T> {
    try {
      return await operation(this.client);
    } catch (error) {
      const status = statusOf(error);
      if (status === 404 || status === 304) throw error;
      throw new MediaStorageUnavailable(`Media storage unavailable (bucket ${this.bucket})`, {
        cause: error,
      });
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const reason =
        status !== undefined ? `HTTP ${status}` : error instanceof Error ? error.message : 'error';
      throw new Error(`Media storage: bucket ${this.bucket} cannot be used (${reason})`, {
        cause: error,
      });
    }
  }

  async put(path: string, bytes: Buffer): Promise<void> {
    const command = new this.sdk.PutObjectCommand({
      Bucket: this.bucket,
      Key: this.key(path),
      Body: bytes,
      ContentType: mediaContentType(path),
      CacheControl: MEDIA_CACHE_CONTROL,
    });
    await this.call((client) => client.send(command));
  }

  private head(path: string) {
    const command = new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.key(path) });
    return this.call((client) => client.send(command));
  }

  async exists(path: string): Promise<boolean> {
    try {
      await this.head(path);
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  async remove(path: string): Promise<void> {
    const command = new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(path) });
    await this.call((client) => client.send(command));
  }

  removeTemporaryFiles(): Promise<number> {
    return Promise.resolve(0);
  }

  async read(path: string, conditions: ReadConditions): Promise<MediaObject | undefined> {
    const since = conditions.ifModifiedSince ? new Date(conditions.ifModifiedSince) : undefined;
    const command = new this.sdk.GetObjectCommand({
      Bucket: this.bucket,
      Key: this.key(path),
      IfNoneMatch: conditions.ifNoneMatch,
      IfModifiedSince: since && !Number.isNaN(since.getTime()) ? since : undefined,
    });
    try {
      const object = await this.call((client) => client.send(command));
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
      if (status !== 304) throw error;
      // Some S3 servers leave the validators out of a 304: they are asked for.
      const current = await this.head(path);
      return { modified: false, etag: current.ETag, lastModified: current.LastModified };
    }
  }

  close(): void {
    this.client.destroy();
  }
}

/** The bucket's storage. The SDK (about 24 MB in memory) is loaded only when a bucket is set. */
export async function openS3Storage(settings: S3Settings): Promise<RemoteMediaStorage> {
  const sdk = await import('@aws-sdk/client-s3');
  return new S3MediaStorage(sdk, settings.bucket, settings);
}
