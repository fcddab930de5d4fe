import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogService } from './memory-index/catalog-service';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

/** The index saved for the next start, in the data folder (docs/decisions/017). */
const CATALOG_SNAPSHOT_FILE = 'catalog-index.snapshot';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The in-memory catalogue (docs/decisions/011), loaded on first use (server.ts starts loading it
 * as it begins listening; a saved snapshot makes that seconds at a million products). Any write this
 * server answers may have changed the catalogue (a product, a lookup, a seller's name, an account
 * deleted with its products): the next catalogue read looks for the changes before answering.
 * Marked before the reply goes out, so the client's next request already sees its write. The
 * index's worker threads stop with the app.
 */
async function catalogPlugin(app: FastifyInstance) {
  const catalog = new CatalogService(app.db, {
    syncMs: app.config.catalogSyncMs,
    onError: (error) => app.log.error({ err: error }, 'catalogue index upkeep failed'),
    snapshotFile: join(app.config.dataDir, CATALOG_SNAPSHOT_FILE),
    onInfo: (message) => app.log.info(message),
  });
  app.decorate('catalog', catalog);
  app.addHook('onClose', () => catalog.close());
  app.addHook('onSend', async (request, _reply, payload) => {
    if (WRITES.has(request.method)) catalog.markStale();
    return payload;
  });
}

export default fp(catalogPlugin, { name: 'catalog' });
