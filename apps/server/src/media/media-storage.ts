import { join } from 'node:path';
import type { Config } from '../config';
import { openS3Storage } from './s3-storage';
import { LocalDiskStorage, type MediaStorage } from './storage';

/** The bucket when S3 is configured, else DATA_DIR/media. */
export async function createMediaStorage(
  config: Pick<Config, 's3' | 'dataDir'>,
): Promise<MediaStorage> {
  return config.s3 ? openS3Storage(config.s3) : new LocalDiskStorage(join(config.dataDir, 'media'));
}
