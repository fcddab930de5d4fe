import { seedDemoStore } from '../../src/demo/seed';
import type { MediaStorage } from '../../src/media/storage';
import type { TestApp } from './test-app';

/** A storage that says it holds every file and keeps none: the demo images are never drawn. */
const imagesTakenAsStored: MediaStorage = {
  put: () => Promise.resolve(),
  exists: () => Promise.resolve(true),
  remove: () => Promise.resolve(),
  removeTemporaryFiles: () => Promise.resolve(0),
};

/** The demo store's catalogue and accounts, in seconds: for tests of what is not its images. */
export function seedDemoStoreWithoutImages(t: TestApp): Promise<void> {
  return seedDemoStore(t.db, imagesTakenAsStored, t.app.log);
}
