import type { FastifyInstance } from 'fastify';
import { ensureAdmin } from './accounts/bootstrap-admin';
import { fillUsernameSkeletons } from './accounts/username-skeleton-backfill';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { needsDemoSeeding } from './demo/needs-seeding';
import { isRemote, type MediaStorage } from './media/storage';
import { loadSecrets } from './secrets';
import { sweepAbandonedAvatars } from './media/avatars';
import { sweepAbandonedUploads } from './seller-dashboard/image-cleanup';

const HOUR_MS = 60 * 60_000;

/**
 * Every hour, the files of product images uploaded a day ago and never used go, and so do profile
 * pictures no account took within an hour (a request that failed between storing and setting
 * one) and half-written files an hour old (a process killed while writing). Several instances may
 * sweep at once: each abandoned upload row is taken by one of them.
 */
function startUploadSweeper(
  database: Database,
  storage: MediaStorage,
  log: FastifyInstance['log'],
) {
  const sweep = () => {
    sweepAbandonedUploads(database.db, storage, 24 * HOUR_MS).then(
      (removed) => removed > 0 && log.info(`Removed ${removed} abandoned product image uploads.`),
      (error: unknown) => log.warn({ err: error }, 'Sweeping abandoned uploads failed.'),
    );
    sweepAbandonedAvatars(database.db, storage, HOUR_MS).then(
      (removed) => removed > 0 && log.info(`Removed ${removed} abandoned profile pictures.`),
      (error: unknown) => log.warn({ err: error }, 'Sweeping abandoned profile pictures failed.'),
    );
    storage.removeTemporaryFiles(HOUR_MS).then(
      (removed) => removed > 0 && log.info(`Removed ${removed} half-written media files.`),
      (error: unknown) => log.warn({ err: error }, 'Sweeping half-written media files failed.'),
    );
  };
  const timer = setInterval(sweep, HOUR_MS);
  timer.unref();
  return timer;
}

/**
 * Loads the catalogue index once the port is open (docs/decisions/017): health answers at once,
 * readiness (`/api/health/ready`) once the index does; catalogue requests meanwhile wait for it
 * (read from its snapshot, seconds; built, up to a minute at a million products). A failed load
 * is tried again by the next catalogue request.
 */
function warmUpCatalog(app: FastifyInstance): void {
  const started = performance.now();
  app.catalog.warmUp().then(
    () =>
      app.log.info(
        `Catalogue index: ${app.catalog.size.toLocaleString('en')} products in ${Math.round(performance.now() - started)} ms.`,
      ),
    (error: unknown) => app.log.error({ err: error }, 'Loading the catalogue index failed.'),
  );
}

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** Stops accepting, lets in-flight requests finish, closes the database. */
  stop(): Promise<void>;
}

/** Everything `npm start` does, in order: database, migrations, admin, demo data, HTTP. */
export async function startServer(config: Config): Promise<RunningServer> {
  const secrets = loadSecrets(config);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePool.size,
    poolTimeoutMs: config.databasePool.timeoutMs,
    statementTimeoutMs: config.databaseTimeouts.statementMs,
    lockTimeoutMs: config.databaseTimeouts.lockMs,
  });
  let app: FastifyInstance | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  try {
    // Instances starting together take turns: one migrates and seeds, the others find it done.
    await database.exclusive(() => database.migrate());
    app = await buildApp({ config, database, secrets });
    const log = app.log;
    const storage = app.media;
    if (isRemote(storage)) await storage.check();
    await database.exclusive(async () => {
      const skeletons = await fillUsernameSkeletons(database.db);
      if (skeletons.filled > 0) log.info(`Username skeletons: ${skeletons.filled} accounts.`);
      if (skeletons.lookAlikes > 0)
        log.warn(
          `${skeletons.lookAlikes} accounts keep a username that looks like an older account's.`,
        );
      if (config.admin) {
        const outcome = await ensureAdmin(database.db, config.admin);
        log.info(`Admin ${config.admin.username} <${config.admin.email}>: ${outcome}.`);
      }
      if (config.demoData && (await needsDemoSeeding(database.db))) {
        // The demo generator is loaded only to seed (a chunk of its own in the bundle).
        const { seedDemoStore } = await import('./demo/seed');
        await seedDemoStore(database.db, storage, log);
      }
    });
    await app.listen({ port: config.port, host: config.host });
    sweeper = startUploadSweeper(database, storage, app.log);
    warmUpCatalog(app);
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  const running = app;
  return {
    app: running,
    database,
    async stop() {
      clearInterval(sweeper);
      await running.close();
      await database.close();
    },
  };
}
