import type { CatalogIndex } from './catalog-index';

/** The public methods of CatalogIndex: the worker calls any of them by name. */
export type IndexMethod = {
  [K in keyof CatalogIndex]: CatalogIndex[K] extends (...args: never[]) => unknown ? K : never;
}[keyof CatalogIndex];

/** What the main thread asks of the index worker (index-worker.ts). */
export type IndexRequest =
  /** A chunk of the catalogue being loaded, as catalog-source.ts reads it (JSON text); no reply. */
  | { kind: 'add'; json: string }
  /** Builds the index of the chunks added so far. */
  | { kind: 'build'; id: number }
  /** Products changed: `json` holds those of `ids` that still exist, the others are gone. */
  | { kind: 'update'; id: number; json: string; ids: number[] }
  | { kind: 'call'; id: number; method: IndexMethod; args: unknown[] }
  /** The worker's memory after a full garbage collection (the benchmark asks; never the server). */
  | { kind: 'memory'; id: number }
  /** Writes the index to a snapshot file (index-snapshot.ts) with the version it follows. */
  | { kind: 'save'; id: number; path: string; version: SnapshotVersion }
  /** Replaces the index with the one of a snapshot file: answers a SnapshotOutcome. */
  | { kind: 'restore'; id: number; path: string };

/**
 * The catalogue version an index follows, saved with its snapshot: the database it was read from,
 * and from where catalog_changes has what it lacks (as CatalogService's replicas keep it).
 */
export interface SnapshotVersion {
  /** The database's identity (its system identifier and oid): another one's snapshot is refused. */
  database: string;
  /** Changes of transactions from this one on may be missing, except those of `applied`. */
  sinceTx: number;
  /** Change id → its transaction, for changes from `sinceTx` on already in the index. */
  applied: [number, number][];
  /** The database's clock (ms) when `sinceTx` was read: older changes may have been pruned. */
  readAt: number;
}

/** What restoring a snapshot gave: the version it follows, or why it was not used. */
export type SnapshotOutcome =
  | {
      version: SnapshotVersion;
      /** Written by other index code: it may analyse words as that code did. */
      otherCode: boolean;
    }
  | { problem: string };

/** A worker isolate's memory in bytes: its JS heap, and what lives outside it (typed arrays). */
export interface WorkerMemory {
  heap: number;
  external: number;
}

/** The answer to a request with an id, with the index's size after it. */
export type IndexReply =
  { id: number; value: unknown; size: number } | { id: number; error: string };
