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
  | { kind: 'memory'; id: number };

/** A worker isolate's memory in bytes: its JS heap, and what lives outside it (typed arrays). */
export interface WorkerMemory {
  heap: number;
  external: number;
}

/** The answer to a request with an id, with the index's size after it. */
export type IndexReply =
  { id: number; value: unknown; size: number } | { id: number; error: string };
