import { join } from 'node:path';
import type { Config } from '../config';
import { S3MediaStorage } from './s3-storage';
import { LocalDiskStorage, type MediaStorage } from './storage';

/** The bucket when S3 is configured, else DATA_DIR/media. */
export function createMediaStorage(config: Pick<Config, 's3' | 'dataDir'>): MediaStorage {
  return config.s3
    ? new S3MediaStorage(config.s3)
    : new LocalDiskStorage(join(config.dataDir, 'media'));
}
